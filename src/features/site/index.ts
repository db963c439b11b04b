/** What other features use of the site feature (they import it from here, never from its files). */
export { getAddressList, getSignature, qrCodeUrl, searchEnterprise } from './api'
