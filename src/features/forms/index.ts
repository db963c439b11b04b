/** What other features use of the forms feature (they import it from here, never from its files). */
export { behalfSubmit, getFormById, modifyProfileData } from './api'
export { focusField } from './a11y'
export { useWebsiteForm } from './use-website-form'
export { maskPhone } from './validation'
export { getMyGroups } from './group-api'
