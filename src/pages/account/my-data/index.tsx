import React from 'react'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { MyDataScreen } from '@/features/account/components'

/** account/my-data/index: 我的数据, what the company keeps about the visitor's behaviour, and clearing it. */
export default function MyDataPage() {
  return (
    <Page title='我的数据'>
      <RequireAccount>{() => <MyDataScreen />}</RequireAccount>
    </Page>
  )
}
