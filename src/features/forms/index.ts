/** What pages and other features use of the forms feature's logic (they import it from here, never from its files). */
export { behalfSubmit, getFormById, modifyProfileData } from './api'
export { focusField } from './a11y'
export { useWebsiteForm } from './use-website-form'
export { maskPhone } from './validation'
export { getMyGroups } from './group-api'
// The form page's 团体报名 screen, which the web loads on demand (src/pages/form/group-screen.h5.tsx). It belongs in
// ./components/index.ts with the other screens; it stands here while that folder is being reworked.
export { GroupRegistrationScreen } from './components/group-registration'
