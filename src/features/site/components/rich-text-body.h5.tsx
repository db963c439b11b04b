import React, { Suspense } from 'react'
import type { RichTextModule as RichTextModuleData } from '../../../../types/contract'
import { Skeleton } from '@/components/states'

// The sanitiser (DOMPurify) is the largest part of a rich-text block: load it with the block, after the
// page's first paint, instead of with every home page visit.
const RichTextModule = React.lazy(() => import('./rich-text-module').then(m => ({ default: m.RichTextModule })))

/** A rich-text module, loaded on demand on the web. */
export function RichTextBody({ module }: { module: RichTextModuleData }) {
  return (
    <Suspense fallback={<Skeleton rows={2} />}>
      <RichTextModule module={module} />
    </Suspense>
  )
}
