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

-- Material files get random names: sequential ones (material-1-1.pdf) let anyone list every file.
-- Assets that link to the same file follow it.
CREATE TEMP TABLE file_renames AS
  SELECT id, url AS old_url, '/media/file/' || lower(hex(randomblob(16))) || '.' || ext AS new_url
  FROM files WHERE url GLOB '/media/file/material-*';
UPDATE assets SET url = (SELECT new_url FROM file_renames r WHERE r.old_url = assets.url)
  WHERE url IN (SELECT old_url FROM file_renames);
UPDATE files SET url = (SELECT new_url FROM file_renames r WHERE r.id = files.id)
  WHERE id IN (SELECT id FROM file_renames);
DROP TABLE file_renames;
