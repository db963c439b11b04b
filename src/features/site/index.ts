/** What pages and other features use of the site feature's logic (they import it from here, never from its files). */
export { getAddressList, getShortLink, getSignature, qrCodeUrl, searchEnterprise } from './api'
export { linkTarget, type LinkTarget } from './link-target'
export { useLinkOpen, type LinkOpenRequest, type LinkOpenState } from './use-link-open'
export { useShortLink } from './use-short-link'
