/** What pages and other features use of the account feature's logic (they import it from here, never from its files). */
export { checkAddCpUser } from './api'
export { bindCellphone, getPhoneVerifyQrCode, getVerifyResult, sendSmsCode, verifyCellphone } from './api'
