/** The cards feature's UI that pages compose (logic is in ../index.ts). */
export { CardEditor } from './card-form'
export { Colleagues } from './colleagues'
export { UcLogin } from './uc-login'
export { BusinessCardView } from './business-card-view'
export { PosterMaker } from './poster-maker'
