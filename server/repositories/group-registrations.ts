import type { AttendeeRow, EntityRow, GroupMemberRow, GroupRegistrationRow } from '../db/rows'
import { perDb } from './per-db'

/** A group with its event's title, times and address (what the leader's view shows). */
export type GroupViewRow = GroupRegistrationRow & Pick<EntityRow, 'title' | 'start_time' | 'end_time' | 'address'>

/** A member with the registration they hold now (null fields once it is gone). */
export type MemberViewRow = GroupMemberRow & {
  a_name: string | null
  a_cellphone: string | null
  audit_status: AttendeeRow['audit_status'] | null
  checkin_status: AttendeeRow['checkin_status'] | null
  live_ticket_id: number | null
}

type NewGroup = Omit<GroupRegistrationRow, 'id'>
type NewMember = Pick<GroupMemberRow, 'group_id' | 'attendee_id' | 'ticket_id' | 'name' | 'cellphone' | 'created_at'>

/** Group registrations and their members (migration 017). */
export const groupRegistrationsRepo = perDb(db => {
  const VIEW = `SELECT g.*, e.title, e.start_time, e.end_time, e.address FROM group_registrations g JOIN entity_data e ON e.id = g.event_id`
  const byId = db.prepare<[number], GroupViewRow>(`${VIEW} WHERE g.id = ?`)
  const ofLeader = db.prepare<[number, number], GroupViewRow>(`${VIEW} WHERE g.event_id = ? AND g.leader_account_id = ?`)
  const byKey = db.prepare<[string], GroupRegistrationRow>('SELECT * FROM group_registrations WHERE idempotency_key = ?')
  const listOfLeader = db.prepare<[number], GroupViewRow>(`${VIEW} WHERE g.leader_account_id = ? ORDER BY e.start_time DESC, g.id DESC LIMIT 100`)
  const insertGroup = db.prepare<NewGroup>(
    `INSERT INTO group_registrations (event_id, form_id, leader_account_id, shared_values, promoter_id, idempotency_key, created_at)
     VALUES (@event_id, @form_id, @leader_account_id, @shared_values, @promoter_id, @idempotency_key, @created_at)`
  )
  const renew = db.prepare<{ id: number; shared_values: string; idempotency_key: string | null; promoter_id: number | null; created_at: number }>(
    `UPDATE group_registrations SET shared_values = @shared_values, idempotency_key = @idempotency_key,
       promoter_id = COALESCE(@promoter_id, promoter_id), created_at = @created_at WHERE id = @id`
  )
  const members = db.prepare<[number], MemberViewRow>(
    `SELECT m.*, a.name AS a_name, a.cellphone AS a_cellphone, a.audit_status, a.checkin_status, t.id AS live_ticket_id
       FROM group_registration_members m LEFT JOIN attendees a ON a.id = m.attendee_id LEFT JOIN tickets t ON t.attendee_id = a.id
      WHERE m.group_id = ? ORDER BY m.id`
  )
  const member = db.prepare<[number, number], GroupMemberRow>('SELECT * FROM group_registration_members WHERE id = ? AND group_id = ?')
  const groupOfAttendee = db.prepare<[number], { group_id: number; leader_name: string; leader_cellphone: string | null }>(
    `SELECT g.id AS group_id, COALESCE(NULLIF(l.name, ''), l.nick_name, '') AS leader_name, l.cellphone AS leader_cellphone
       FROM group_registration_members m JOIN group_registrations g ON g.id = m.group_id JOIN accounts l ON l.id = g.leader_account_id
      WHERE m.attendee_id = ? AND m.status = 'ACTIVE'`
  )
  const rowCount = db.prepare<[number], number>('SELECT COUNT(*) FROM group_registration_members WHERE group_id = ?').pluck()
  const liveCount = db
    .prepare<[number], number>("SELECT COUNT(*) FROM group_registration_members WHERE group_id = ? AND status = 'ACTIVE' AND attendee_id IS NOT NULL")
    .pluck()
  const insertMember = db.prepare<NewMember>(
    `INSERT INTO group_registration_members (group_id, attendee_id, ticket_id, name, cellphone, status, created_at)
     VALUES (@group_id, @attendee_id, @ticket_id, @name, @cellphone, 'ACTIVE', @created_at)`
  )
  const close = db.prepare<{ id: number; status: 'CANCELLED' | 'REPLACED'; replaced_by: number | null; at: number }>(
    "UPDATE group_registration_members SET status = @status, replaced_by = @replaced_by, closed_at = @at WHERE id = @id AND status = 'ACTIVE'"
  )
  return {
    /** The group with its event's title, times and address. */
    byId: (id: number) => byId.get(id),
    /** The leader's group for the event, if they registered one. */
    ofLeader: (eventId: number, leaderAccountId: number) => ofLeader.get(eventId, leaderAccountId),
    /** The group registered with this client key. */
    byKey: (key: string) => byKey.get(key),
    /** The leader's groups, latest event first (at most 100). */
    listOfLeader: (leaderAccountId: number) => listOfLeader.all(leaderAccountId),
    insertGroup: (g: NewGroup) => Number(insertGroup.run(g).lastInsertRowid),
    /** A group whose every member is gone is registered afresh: its shared answers and key are the new ones. */
    renew: (id: number, g: Pick<GroupRegistrationRow, 'shared_values' | 'idempotency_key' | 'promoter_id' | 'created_at'>) => renew.run({ id, ...g }),
    /** Every member with the registration they hold now, in the order registered. */
    members: (groupId: number) => members.all(groupId),
    member: (groupId: number, memberId: number) => member.get(memberId, groupId),
    /** The group whose seat the attendee holds now, with its leader's name and phone. */
    groupOfAttendee: (attendeeId: number) => groupOfAttendee.get(attendeeId),
    /** Member rows of the group, closed ones included (each replacement adds one). */
    rowCount: (groupId: number) => rowCount.get(groupId)!,
    /** Members holding their registration now. */
    liveCount: (groupId: number) => liveCount.get(groupId)!,
    insertMember: (m: NewMember) => Number(insertMember.run(m).lastInsertRowid),
    /** Closes an active member (cancelled, or replaced by `replacedBy`); false when it was not active any more. */
    close: (id: number, status: 'CANCELLED' | 'REPLACED', at: number, replacedBy: number | null = null) =>
      close.run({ id, status, replaced_by: replacedBy, at }).changes === 1
  }
})
