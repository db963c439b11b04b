/** What other features use of the upload feature (they import it from here, never from its files). */
export { uploadFile } from './api'
