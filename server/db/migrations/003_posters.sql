-- Posters are content-addressed: the recipe of every poster handed out is kept under the hash that names its
-- file, so an image evicted from the file cache is drawn again on demand and a shared link never breaks.
CREATE TABLE posters (
  hash TEXT PRIMARY KEY,
  recipe TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- The header colours of a template ("#a,#b", a gradient), so that its name, thumbnail and posters agree.
ALTER TABLE poster_templates ADD COLUMN accent TEXT NOT NULL DEFAULT '';
UPDATE poster_templates SET accent = '#f4f5f7,#e3e6ec' WHERE name = '简约白';
UPDATE poster_templates SET accent = '#2f6bff,#1d3fa8' WHERE name = '科技蓝';
UPDATE poster_templates SET accent = '#ff6a3d,#ffa53a' WHERE name = '活力橙';
UPDATE poster_templates SET accent = '#1d2b4f,#3949ab' WHERE name = '商务名片海报';
UPDATE poster_templates SET accent = '#0f1830,#2f6bff' WHERE name = '深色名片海报';
-- An empty preview is drawn from the template itself (a small poster); the old drawn covers did not match it.
UPDATE poster_templates SET preview = '' WHERE preview LIKE '/media/cover/%';

-- The key that signs the server's own QR and cover addresses (server/lib/signing.ts); made once per database.
CREATE TABLE server_secrets (
  name TEXT PRIMARY KEY,
  secret TEXT NOT NULL
);
INSERT INTO server_secrets (name, secret) VALUES ('media', lower(hex(randomblob(32))));
