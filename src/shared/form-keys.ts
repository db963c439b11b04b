import type { QueryKey } from './query-keys'

/**
 * A website form as the visitor gets it (GET account/getFormById), the painted form page's shipped answer
 * (src/shared/query-keys.ts). `submitted` is known only to a signed-in visitor, so a stranger's answer (signedIn
 * false) is the same for everyone. Apart from query-keys.ts, which the app's first load holds: only the form pages
 * need this key.
 */
export const websiteFormKey = (formId: number | null, signedIn: boolean): QueryKey => ['getFormById', formId, signedIn]
