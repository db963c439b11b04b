import type { GroupAddMembersBody, GroupRegistration, GroupRegistrationBody, GroupRegistrationState, GroupReplaceBody } from '../../../types/contract'
import { http } from '@/services/http'

/** GET /api/ca/v1/event/{id}/group (ours; groupRegistration): may I register a group now, and my group for the event */
export const getGroupState = (eventId: number) => http.get<GroupRegistrationState>(`/ca/v1/event/${eventId}/group`)
/** POST /api/ca/v1/event/{id}/group (ours; groupRegistration) */
export const registerGroup = (eventId: number, body: GroupRegistrationBody) => http.post<GroupRegistration>(`/ca/v1/event/${eventId}/group`, body)
/** GET /api/ca/v1/event/group/list (ours; groupRegistration): my groups, latest event first */
export const getMyGroups = () => http.get<GroupRegistration[]>('/ca/v1/event/group/list')
/** POST /api/ca/v1/event/group/{groupId}/member/{memberId}/cancel (ours; groupRegistration) */
export const cancelGroupMember = (groupId: number, memberId: number) => http.post<GroupRegistration>(`/ca/v1/event/group/${groupId}/member/${memberId}/cancel`)
/** POST /api/ca/v1/event/group/{groupId}/member/{memberId}/replace (ours; groupRegistration) */
export const replaceGroupMember = (groupId: number, memberId: number, body: GroupReplaceBody) =>
  http.post<GroupRegistration>(`/ca/v1/event/group/${groupId}/member/${memberId}/replace`, body)
/** POST /api/ca/v1/event/group/{groupId}/members (ours; groupRegistration): more people for the group */
export const addGroupMembers = (groupId: number, body: GroupAddMembersBody) => http.post<GroupRegistration>(`/ca/v1/event/group/${groupId}/members`, body)
