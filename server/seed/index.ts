import type { Db } from '../db'
import { seedCatalogue, seedMaterials } from './catalogue'
import { seedCompany } from './company'
import { relateToEvent, seedArticles, seedEvents, seedVideos } from './content'
import { seedCourses } from './courses'
import { seedAttendance, seedMemberActivity, seedRewards } from './engagement'
import { seedProgramme } from './events'
import { seedForms } from './forms'
import { entityWriter } from './helpers'
import { seedLeadRadar } from './lead-radar'
import { seedLookups } from './lookups'
import { seedOutreach } from './outreach'
import { seedPeople } from './people'
import { seedPromotion } from './promotion'
import { regionsMissing, seedRegions } from './regions'
import { seedSelfService } from './self-service'
import { seedWebsite } from './website'

/** Seeds the demo company when the database has none. */
export function seedIfEmpty(db: Db): boolean {
  const seeded = () => !!db.prepare('SELECT COUNT(*) FROM company').pluck().get()
  if (seeded()) {
    // Seeded when the address list held four provinces: it gains the rest, nothing else changes.
    if (regionsMissing(db)) db.transaction(() => seedRegions(db)).immediate()
    return false
  }
  // IMMEDIATE and checked again inside: of two processes starting on a new folder, one seeds.
  return db
    .transaction(() => {
      if (seeded()) return false
      seed(db)
      return true
    })
    .immediate()
}

/** The demo company, domain by domain. Content shares one entity_data writer, so its order sets ids, publish times and view counts. */
function seed(db: Db): void {
  seedCompany(db)
  const addEntity = entityWriter(db)
  const articles = seedArticles(addEntity)
  const events = seedEvents(addEntity)
  seedProgramme(db, events)
  const courses = seedCourses(db, addEntity)
  const videoIds = seedVideos(addEntity)
  seedMaterials(db, addEntity, events.endedId)
  seedCatalogue(addEntity)
  relateToEvent(db, events.endedId, [articles.articleIds[1], videoIds[3]])
  const summitForm = seedForms(db, events.upcomingId, courses.courseForm)
  const people = seedPeople(db)
  seedAttendance(db, events, people, summitForm)
  seedMemberActivity(db, articles, videoIds, courses, people)
  seedRewards(db, people)
  seedOutreach(db, { ...events, ...courses, ...articles, ...people })
  seedPromotion(db, events, people)
  seedLookups(db)
  seedWebsite(db, { ...events, ...courses, ...articles })
  // Last, so the content above keeps its ids.
  seedSelfService(db, addEntity, events, people)
  seedLeadRadar(db, people)
}
