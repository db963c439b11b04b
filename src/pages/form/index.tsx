import { observer } from 'mobx-react-lite'
import React from 'react'
import { Page } from '@/components/page'
import { Skeleton } from '@/components/states'
import { useWebsiteForm } from '@/features/forms'
import { EditRegistration, FormScreen } from '@/features/forms/components'
import { useExtension } from '@/hooks/use-extension'
import { useIdParam, usePageParams } from '@/hooks/use-params'
import { useStores } from '@/stores/context'
import { GroupScreen } from './group-screen'

/**
 * form/index?id={websiteFormId}[&eventId]: fill in and submit a website form (event sign-up, survey);
 * with `&ticketId` (extension registrationEdit) change that ticket's registration instead; with `&eventId&group=1`
 * (extension groupRegistration) register several people for the event, or manage the group registered.
 */
export default observer(function FormPage() {
  const id = useIdParam('id')
  const eventId = useIdParam('eventId')
  const ticketId = useIdParam('ticketId')
  const groupEventId = usePageParams().group === '1' ? eventId : null
  const query = useWebsiteForm(id)
  const { site } = useStores()
  const editable = useExtension('registrationEdit')
  // Until the server said which extensions it has, an edit link waits; without the extension it is the plain form.
  const waiting = ticketId !== null && site.extensions === null
  const editing = ticketId !== null && editable && id !== null
  return (
    <Page title={groupEventId !== null ? '团体报名' : editing || waiting ? '修改报名信息' : query.data?.title || '报名表单'}>
      {groupEventId !== null ? (
        <GroupScreen eventId={groupEventId} />
      ) : waiting ? (
        <Skeleton rows={6} />
      ) : editing ? (
        <EditRegistration ticketId={ticketId} query={query} />
      ) : (
        <FormScreen id={id} eventId={eventId} query={query} />
      )}
    </Page>
  )
})
