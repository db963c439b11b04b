import type { LeadFilters } from './leads'

/** Mini-programs cannot save a file for a spreadsheet: the export is for the web (the button says so). */
export async function downloadLeadsCsv(_f: LeadFilters): Promise<void> {
  throw new Error('请在浏览器中打开线索雷达导出表格')
}
