-- Upload space is reserved before the bytes are written, so parallel uploads cannot pass the quota
-- together: a reservation counts like a stored file until the upload ends (then it is deleted; a stored
-- file is in uploads). expires_at bounds one that a crashed process left behind.
CREATE TABLE upload_reservations (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  bytes INTEGER NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX upload_reservations_account ON upload_reservations(account_id, expires_at);
CREATE INDEX uploads_account ON uploads(account_id, created_at);
