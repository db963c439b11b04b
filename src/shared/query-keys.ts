/**
 * The query keys of the data a painted page ships (docs/first-paint.md "Boot data"): the server's painter puts
 * each answer into the boot data under the key the app's hook asks with, and the app seeds its query cache with
 * them at start, so both sides build the keys here, once. Keys are compared as JSON: plain values only.
 */
export type QueryKey = readonly unknown[]

/** One answer shipped with the page: the hook asking for `key` shows `data` with no request. */
export interface BootQuery {
  key: QueryKey
  data: unknown
}

/** Whether a value read from the boot data is a query answer (a key list and an answer). */
export const isBootQuery = (q: unknown): q is BootQuery => !!q && Array.isArray((q as BootQuery).key) && (q as BootQuery).data != null

/** The rows of a home/custom page CONTENT module (GET moduleData/{id}). */
export const moduleDataKey = (moduleId: number): QueryKey => ['getModuleData', moduleId]

/** A custom page's template: its title and modules (GET website/miniapp/template/{id}). */
export const customPageKey = (pageId: number | null): QueryKey => ['getCustomPage', pageId]

/** A website form to fill in (GET account/getFormById), as a visitor with or without an account key gets it. */
export const websiteFormKey = (formId: number | null, signedIn: boolean): QueryKey => ['getFormById', formId, signedIn]

/** The AI assistant's name, welcome and suggested questions (GET ai/assistant/info; the same for every visitor). */
export const assistantKey: QueryKey = ['getAssistant']
