import { observer } from 'mobx-react'
import React from 'react'
import { Page } from '@/components/page'
import { useWebsiteForm } from '@/features/forms'
import { FormScreen } from '@/features/forms/components'
import { useIdParam } from '@/hooks/use-params'

/** form/index?id={websiteFormId}[&eventId]: fill in and submit a website form (event sign-up, survey). */
export default observer(function FormPage() {
  const id = useIdParam('id')
  const eventId = useIdParam('eventId')
  const query = useWebsiteForm(id)
  return (
    <Page title={query.data?.title || '报名表单'}>
      <FormScreen id={id} eventId={eventId} query={query} />
    </Page>
  )
})
