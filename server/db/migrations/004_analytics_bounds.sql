-- Issue #26: analytics kept within a retention window and a size cap; promoter views counted per address.

-- The stored text bytes of each analytics row, and their running total kept by triggers, so the size cap is
-- checked without scanning the table. received_at is indexed for the retention sweep (oldest first).
ALTER TABLE analytics ADD COLUMN bytes INTEGER NOT NULL DEFAULT 0;
UPDATE analytics SET bytes = length(CAST(properties AS BLOB)) + length(CAST(page_properties AS BLOB)) + length(CAST(event AS BLOB))
  + COALESCE(length(CAST(site_id AS BLOB)), 0) + COALESCE(length(CAST(anonymous_page_id AS BLOB)), 0)
  + COALESCE(length(CAST(type AS BLOB)), 0) + COALESCE(length(CAST(track AS BLOB)), 0) + length(received_at);
CREATE INDEX analytics_received ON analytics(received_at);

CREATE TABLE analytics_size (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  rows INTEGER NOT NULL,
  bytes INTEGER NOT NULL
);
INSERT INTO analytics_size (id, rows, bytes) SELECT 1, COUNT(*), COALESCE(SUM(bytes), 0) FROM analytics;
CREATE TRIGGER analytics_size_insert AFTER INSERT ON analytics BEGIN
  UPDATE analytics_size SET rows = rows + 1, bytes = bytes + NEW.bytes WHERE id = 1;
END;
CREATE TRIGGER analytics_size_delete AFTER DELETE ON analytics BEGIN
  UPDATE analytics_size SET rows = rows - 1, bytes = bytes - OLD.bytes WHERE id = 1;
END;

-- The client address (hashed) a promotion view came from: distinct visitors per address are capped.
ALTER TABLE promotion_views ADD COLUMN client_key TEXT;
CREATE INDEX promotion_views_client ON promotion_views(promoter_id, client_key, created_at);
