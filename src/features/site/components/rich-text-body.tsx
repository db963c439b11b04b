// Mini-programs render rich text natively: no sanitiser to load, so no lazy loading either.
export { RichTextModule as RichTextBody } from './rich-text-module'
