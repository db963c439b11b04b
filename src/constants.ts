// Business constants and limits of spec §9, in one place.

/** Page size of most lists. */
export const PAGE_SIZE = 10
/**
 * The server's maximum page size: lists read whole in one request (speakers, saved content, point history,
 * lottery history, assets).
 */
export const ALL_SIZE = 1000
/** Custom entities and content by entity, read whole. */
export const CUSTOM_ENTITY_SIZE = 999
/** The share sheet waits this long before building the share. */
export const SHARE_DELAY_MS = 250
