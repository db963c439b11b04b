import type { RichTextModule as RichTextModuleData } from '../../../../types/contract'
import { SafeRichText } from '@/components/rich-text'

/** Editor rich text, sanitised. */
export function RichTextModule({ module }: { module: RichTextModuleData }) {
  return <SafeRichText className='rich-text-module' html={module.html} />
}
