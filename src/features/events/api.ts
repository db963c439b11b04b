import type {
  Attendee,
  BatchAuditBody,
  CancelledTicket,
  DoorResult,
  Registration,
  RegistrationEditBody,
  ReminderPlan,
  Ticket,
  TicketTransferBody,
  TicketTransferClaim,
  TicketTransferClaimBody,
  TicketTransferState,
  WaitlistJoinBody,
  WaitlistState
} from '../../../types/contract'
import { http } from '@/services/http'

/** POST /api/ca/v1/event/{id}/attendee/checkInByPhone {cellphone} */
export const checkInByPhone = (eventId: number, cellphone: string) => http.post<DoorResult>(`/ca/v1/event/${eventId}/attendee/checkInByPhone`, { cellphone })
/** POST /api/ca/v1/event/{id}/attendee/checkIn {code} or {name, cellphone} */
export const checkIn = (eventId: number, body: { code: string } | { name: string; cellphone: string }) =>
  http.post<DoorResult>(`/ca/v1/event/${eventId}/attendee/checkIn`, body)
/** POST /api/ca/v1/event/{id}/attendee/signOut {code} or {cellphone} */
export const signOut = (eventId: number, body: { code: string } | { cellphone: string }) =>
  http.post<DoorResult>(`/ca/v1/event/${eventId}/attendee/signOut`, body)
/** POST /api/ca/v1/event/{id}/subscribeNotice {templateIds} */
export const subscribeNotice = (eventId: number, templateIds: string[]) =>
  http.post<{ subscribed: boolean }>(`/ca/v1/event/${eventId}/subscribeNotice`, { templateIds })
/** POST /api/ca/v1/event/attendee/batchAudit */
export const batchAudit = (body: BatchAuditBody) => http.post<{ updated: number }>('/ca/v1/event/attendee/batchAudit', body)
/** GET /api/ca/v1/event/attendee/info?attendeeId */
export const getAttendeeInfo = (attendeeId: number) => http.get<Attendee>('/ca/v1/event/attendee/info', { attendeeId })
/** POST /api/ca/v1/community/entityData/signup/{id} */
export const signupEvent = (id: number) => http.post<Ticket>(`/ca/v1/community/entityData/signup/${id}`)
/** GET /api/ca/v1/bagevent/attendee/getSuccessByCellphone — my tickets */
export const getMyTickets = () => http.get<Ticket[]>('/ca/v1/bagevent/attendee/getSuccessByCellphone')
/** GET /api/ca/v1/bagevent/attendee/ticket/{ticketId} */
export const getTicket = (ticketId: number) => http.get<Ticket>(`/ca/v1/bagevent/attendee/ticket/${ticketId}`)
/** POST /api/ca/v1/event/ticket/{ticketId}/cancel — the owner gives the seat back */
export const cancelTicket = (ticketId: number) => http.post<CancelledTicket>(`/ca/v1/event/ticket/${ticketId}/cancel`)
/** GET /api/ca/v1/event/ticket/{ticketId}/cancelled — the owner's copy of a cancelled ticket */
export const getCancelledTicket = (ticketId: number) => http.get<CancelledTicket>(`/ca/v1/event/ticket/${ticketId}/cancelled`)
/** GET /api/ca/v1/event/ticket/cancelledList: the visitor's cancelled tickets, most recently cancelled first. */
export const getCancelledTickets = () => http.get<CancelledTicket[]>('/ca/v1/event/ticket/cancelledList')
/** GET /api/ca-open/v1/event/{id}/waitlist (ours; extension waitlist): seats taken and held, the line, my place */
export const getWaitlist = (eventId: number) => http.get<WaitlistState>(`/ca-open/v1/event/${eventId}/waitlist`)
/** POST /api/ca/v1/event/{id}/waitlist/join {platform?, subscribed?} (ours; extension waitlist): the subscribe templates accepted */
export const joinWaitlist = (eventId: number, body?: WaitlistJoinBody) => http.post<WaitlistState>(`/ca/v1/event/${eventId}/waitlist/join`, body)
/** POST /api/ca/v1/event/{id}/waitlist/leave (ours; extension waitlist): leave the line or decline the offer */
export const leaveWaitlist = (eventId: number) => http.post<WaitlistState>(`/ca/v1/event/${eventId}/waitlist/leave`)
/** GET /api/ca/v1/event/ticket/{ticketId}/registration (ours; extension registrationEdit) */
export const getRegistration = (ticketId: number) => http.get<Registration>(`/ca/v1/event/ticket/${ticketId}/registration`)
/** POST /api/ca/v1/event/ticket/{ticketId}/registration (ours; extension registrationEdit) */
export const saveRegistration = (ticketId: number, body: RegistrationEditBody) => http.post<Registration>(`/ca/v1/event/ticket/${ticketId}/registration`, body)
/** GET /api/ca/v1/event/{id}/reminders (ours; extension reminders): when my reminders for the event come */
export const getReminderPlan = (eventId: number) => http.get<ReminderPlan>(`/ca/v1/event/${eventId}/reminders`)

/** GET /api/ca/v1/event/ticket/{ticketId}/transfer (ours; ticketTransfer) */
export const getTicketTransfer = (ticketId: number) => http.get<TicketTransferState>(`/ca/v1/event/ticket/${ticketId}/transfer`)

/** POST /api/ca/v1/event/ticket/{ticketId}/transfer (ours; ticketTransfer) */
export const startTicketTransfer = (ticketId: number, body: TicketTransferBody) =>
  http.post<TicketTransferState>(`/ca/v1/event/ticket/${ticketId}/transfer`, body)

/** POST /api/ca/v1/event/ticket/{ticketId}/transfer/withdraw (ours; ticketTransfer) */
export const withdrawTicketTransfer = (ticketId: number) => http.post<TicketTransferState>(`/ca/v1/event/ticket/${ticketId}/transfer/withdraw`)

/** GET /api/ca/v1/event/ticketTransfer/{token} (ours; ticketTransfer) */
export const getTransferClaim = (token: string) => http.get<TicketTransferClaim>(`/ca/v1/event/ticketTransfer/${encodeURIComponent(token)}`)

/** POST /api/ca/v1/event/ticketTransfer/{token}/claim (ours; ticketTransfer) */
export const claimTicketTransfer = (token: string, body: TicketTransferClaimBody) =>
  http.post<Ticket>(`/ca/v1/event/ticketTransfer/${encodeURIComponent(token)}/claim`, body)
