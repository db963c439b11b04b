/** Business constants and limits of SPEC §9, in one place. */
export const PAGE_SIZE = 10
export const SPEAKERS_SIZE = 1000
export const SAVED_SIZE = 1000
export const POINTS_SIZE = 1000
export const LOTTERY_HISTORY_SIZE = 1000
export const ASSETS_SIZE = 1000
export const CUSTOM_ENTITY_SIZE = 999
export const WINNERS_SIZE = 20
export const SHARE_DELAY_MS = 250
export const CHUNK_LOAD_TIMEOUT_MS = 120000
/** Exported by the original product; its meaning is not documented (SPEC §9). */
export const UNDOCUMENTED_CONSTANT = 659
