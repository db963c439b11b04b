import React from 'react'
import { Page } from '@/components/page'
import { AppLanding } from '@/features/site/components'

/** app/index: the "open in the mini-program" landing — what the mini-program offers, its QR code, and the way home. */
export default function AppPage() {
  return (
    <Page title='打开小程序'>
      <AppLanding />
    </Page>
  )
}
