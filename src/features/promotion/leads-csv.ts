import { EXPORT_IN_BROWSER, type LeadFilters } from './leads'

/** Mini-programs cannot save a file for a spreadsheet: the export is for the web (the button says so). */
export async function downloadLeadsCsv(_f: LeadFilters): Promise<void> {
  throw new Error(EXPORT_IN_BROWSER)
}
