-- Extension groupRegistration: one person (the leader, a verified phone) registers several colleagues for an event
-- with a form in one go. Each member is an ordinary attendee with a ticket of their own (capacity, waitlist, audit
-- and the door count them one by one); these tables only remember who registered whom, the answers given once for
-- everyone (`shared_values`), and what became of each seat. One group per leader and event.
CREATE TABLE group_registrations (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES entity_data(id),
  form_id INTEGER NOT NULL,
  leader_account_id INTEGER NOT NULL REFERENCES accounts(id),
  shared_values TEXT NOT NULL DEFAULT '{}',
  promoter_id INTEGER,
  idempotency_key TEXT UNIQUE,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX group_registrations_leader ON group_registrations(event_id, leader_account_id);
CREATE INDEX group_registrations_of_leader ON group_registrations(leader_account_id, id);

-- One row per person who held one of the group's seats. ACTIVE while they hold it; CANCELLED by the leader;
-- REPLACED when the leader gave the seat to someone else (`replaced_by`, the new member's row). A ticket cancelled
-- by its holder themselves deletes the attendee, and the keys then become NULL (the row reads as cancelled): ids of
-- deleted rows may be used again, so a stale id must never name someone else's registration. `name` and `cellphone`
-- are the person's when the row closed, for the leader's list.
CREATE TABLE group_registration_members (
  id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES group_registrations(id) ON DELETE CASCADE,
  attendee_id INTEGER REFERENCES attendees(id) ON DELETE SET NULL,
  ticket_id INTEGER REFERENCES tickets(id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  cellphone TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'CANCELLED', 'REPLACED')),
  replaced_by INTEGER,
  created_at INTEGER NOT NULL,
  closed_at INTEGER
);
CREATE INDEX group_registration_members_group ON group_registration_members(group_id, id);
CREATE INDEX group_registration_members_attendee ON group_registration_members(attendee_id);
CREATE INDEX group_registration_members_ticket ON group_registration_members(ticket_id);
