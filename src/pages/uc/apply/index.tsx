import React from 'react'
import { Page } from '@/components/page'
import { CardEditor } from '@/features/cards/components'

/** Business card info for colleagues (spec §2 uc/apply): UC token first, then the card editor. */
export default function UcApplyPage() {
  return (
    <Page title='名片信息'>
      <CardEditor />
    </Page>
  )
}
