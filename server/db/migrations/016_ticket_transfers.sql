-- Extension ticketTransfer: a holder gives their ticket to a colleague before the event. The holder names the
-- receiver (name, phone) and gets a claim link (`token`); the receiver signs in, proves the phone by SMS and claims.
-- PENDING until then (one open transfer per ticket, enforced by the index, so two transfers started at once cannot
-- both stand); DONE once claimed: the ticket got a new code and `old_code` is the one the door now refuses as
-- transferred; WITHDRAWN by the holder; EXPIRED unclaimed past expires_at. Rows other than DONE are deleted when
-- the holder starts a new transfer, so a loop of start and withdraw keeps one row.
CREATE TABLE ticket_transfers (
  id INTEGER PRIMARY KEY,
  ticket_id INTEGER NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
  event_id INTEGER NOT NULL REFERENCES entity_data(id),
  attendee_id INTEGER NOT NULL,
  from_account_id INTEGER NOT NULL REFERENCES accounts(id),
  from_name TEXT NOT NULL,
  from_cellphone TEXT NOT NULL,
  to_name TEXT NOT NULL,
  to_cellphone TEXT NOT NULL,
  to_account_id INTEGER REFERENCES accounts(id),
  token TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'DONE', 'WITHDRAWN', 'EXPIRED')),
  old_code TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  closed_at INTEGER
);
CREATE UNIQUE INDEX ticket_transfers_open ON ticket_transfers(ticket_id) WHERE status = 'PENDING';
CREATE INDEX ticket_transfers_old_code ON ticket_transfers(event_id, old_code) WHERE old_code IS NOT NULL;
CREATE INDEX ticket_transfers_attendee ON ticket_transfers(attendee_id, id) WHERE status = 'DONE';
