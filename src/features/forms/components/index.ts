/** The forms feature's UI that pages and other features compose (logic is in ../index.ts). */
export { LabeledInput } from './labeled-input'
export { PhoneVerify } from './phone-verify'

export { FormScreen } from './form-screen'
export { ApplyFlow } from './apply-flow'
export { VerifyPhone } from './verify-phone'
export { EditRegistration } from './edit-registration'
