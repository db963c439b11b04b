import React from 'react'
import { Page } from '@/components/page'
import { Colleagues } from '@/features/cards/components'

/** Colleagues of the UC user (spec §2 uc/colleagues): tap to call or copy the phone. */
export default function UcColleaguesPage() {
  return (
    <Page title='同事'>
      <Colleagues />
    </Page>
  )
}
