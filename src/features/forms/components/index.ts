/** The forms feature's UI that pages and other features compose (logic is in ../index.ts). */
export { LabeledInput, type LabeledInputProps } from './labeled-input'
export { PhoneVerify, type PhoneVerifyProps } from './phone-verify'
export { FormScreen, type FormScreenProps } from './form-screen'
export { ApplyFlow } from './apply-flow'
export { VerifyPhone } from './verify-phone'
export { EditRegistration, type EditRegistrationProps } from './edit-registration'
