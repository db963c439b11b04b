/** What pages and other features use of the site feature's logic (they import it from here, never from its files). */
export { getAddressList, getSignature, qrCodeUrl, searchEnterprise } from './api'
export { linkTarget } from './link-target'

export { useShortLink } from './use-short-link'
