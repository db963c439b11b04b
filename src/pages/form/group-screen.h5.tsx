import React from 'react'
import { lazyPart } from '@/components/lazy-part'
import { Skeleton } from '@/components/states'

// Most visitors fill in the form for themselves: on the web the group's screens load when a group link is opened
// (webpackExports: the chunk holds that screen's modules, not all of the public module's).
const GroupRegistrationScreen = lazyPart(
  () => import(/* webpackExports: "GroupRegistrationScreen" */ '@/features/forms').then(m => ({ default: m.GroupRegistrationScreen })),
  <Skeleton rows={8} />
)

/** The form page's 团体报名 (extension groupRegistration), loaded on demand on the web. */
export function GroupScreen({ eventId }: { eventId: number }) {
  return <GroupRegistrationScreen eventId={eventId} />
}
