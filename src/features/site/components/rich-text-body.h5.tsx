import React from 'react'
import type { RichTextModule as RichTextModuleData } from '../../../../types/contract'
import { lazyPart } from '@/components/lazy-part'
import { Skeleton } from '@/components/states'

// The sanitiser (DOMPurify) is the largest part of a rich-text block: load it with the block, after the
// page's first paint, instead of with every home page visit.
const RichTextModule = lazyPart(() => import('./rich-text-module').then(m => ({ default: m.RichTextModule })), <Skeleton rows={2} />)

/** A rich-text module, loaded on demand on the web. */
export function RichTextBody({ module }: { module: RichTextModuleData }) {
  return <RichTextModule module={module} />
}
