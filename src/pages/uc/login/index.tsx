import React from 'react'
import { Page } from '@/components/page'
import { UcLogin } from '@/features/cards/components'
import { usePageParams } from '@/hooks/use-params'
import { safeAppPath } from '@/services/navigation/links'
import { Routes } from '@/services/navigation/routes'

/** UC (colleague) login: phone login on the server's page, then back to ?redirect or the card editor. */
export default function UcLoginPage() {
  const target = safeAppPath(usePageParams().redirect) || Routes.ucApply
  return (
    <Page title='同事登录'>
      <UcLogin target={target} />
    </Page>
  )
}
