import type { TrackParam } from '../../types/contract'
import type { CompanyRow, PopupRow, WebsiteRow } from '../db/rows'
import { perDb } from './per-db'

/** The company, its websites, popups and tracking parameters. */
export const companyRepo = perDb(db => {
  const company = db.prepare<[], CompanyRow>('SELECT * FROM company LIMIT 1')
  const website = db.prepare<[number], WebsiteRow>('SELECT * FROM websites WHERE id = ?')
  const popups = db.prepare<[string], PopupRow>('SELECT * FROM popups WHERE placement = ? ORDER BY id')
  const trackParams = db.prepare<[], TrackParam>('SELECT param_name AS paramName, param_value AS paramValue FROM track_params ORDER BY param_name')
  return {
    company: () => company.get(),
    website: (id: number) => website.get(id),
    /** The popups of a placement (PUSH, SALE, MINIPROGRAM) in id order. */
    popups: (placement: string) => popups.all(placement),
    trackParams: () => trackParams.all()
  }
})
