import type { ClientCore } from './client-core'
import { currentPageProperties } from './browser'
import { AnalyticsEvent } from './constants'
import type { Enqueue, PageView } from './delivery'
import { EventMissingError } from './errors'
import { randomId } from './ids'
import { cleanPageProperties } from './sanitize'
import type { AnalyticsOptions, PageProperties, Properties } from './types'

interface PageViews {
  /** The current page view (events, durations and plays are reported under it). */
  current: () => PageView
  page: (properties?: Properties) => void
  identify: (userId: string | number, traits?: Properties) => void
  track: (name: string, properties?: Properties) => void
}

/** The visitor's page views and what is reported under them: page(), identify() and named events. */
export function createPageViews(options: AnalyticsOptions, core: ClientCore, enqueue: Enqueue): PageViews {
  function newPageId(): string {
    try {
      const id = options.anonymousPageId ? options.anonymousPageId() : randomId()
      return typeof id === 'string' && id ? id : randomId()
    } catch {
      return randomId()
    }
  }

  function readPageProperties(title?: string): PageProperties {
    let raw: Partial<PageProperties> = {}
    try {
      raw = (options.pageProperties ? options.pageProperties() : currentPageProperties()) || {}
    } catch (error) {
      core.logOnce('pageProperties', `analytics: page properties unavailable (${String(error)})`)
    }
    const props = cleanPageProperties(raw)
    if (title) props.title = title.slice(0, 300)
    return props
  }

  let view: PageView = { id: newPageId(), pageProperties: readPageProperties() }

  return {
    current: () => view,
    page: core.guarded('page', (properties?: Properties) => {
      const props = properties && typeof properties === 'object' ? { ...properties } : {}
      const title = typeof props.title === 'string' ? props.title : undefined
      delete props.title
      view = { id: newPageId(), pageProperties: readPageProperties(title) }
      enqueue('systemEvent', AnalyticsEvent.PAGE_VIEW, props, view)
    }),
    identify: core.guarded('identify', (userId: string | number, traits?: Properties) => {
      const valid = (typeof userId === 'string' && userId.trim() !== '') || (typeof userId === 'number' && Number.isFinite(userId))
      if (!valid) throw new TypeError('identify needs a userId')
      enqueue('systemEvent', AnalyticsEvent.IDENTIFY, { ...traits, userId: String(userId) }, view)
    }),
    track: core.guarded('track', (name: string, properties?: Properties) => {
      if (typeof name !== 'string' || !name.trim()) throw new EventMissingError()
      const fresh = readPageProperties()
      // Same page as the current view: keep its title (set by page()) and its id.
      const pageProperties = fresh.url === view.pageProperties.url ? view.pageProperties : fresh
      enqueue('event', name.trim(), properties, { id: view.id, pageProperties })
    })
  }
}
