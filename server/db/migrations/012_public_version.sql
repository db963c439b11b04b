-- A version of what anonymous reads show (content lists and details): the read cache (server/services/public-reads.ts)
-- keeps an answer while this number stays the same. Triggers move it on every change to the tables those answers
-- read, from any connection (this server, a second process, a script), except the view counter's own updates:
-- a view count may be a few seconds stale, and a crowd's views must not empty the cache.
CREATE TABLE public_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  n INTEGER NOT NULL
);
INSERT INTO public_version (id, n) VALUES (1, 0);

-- An update that leaves view_count as it was is an edit; one that moves it is the counter (it changes nothing else).
CREATE TRIGGER public_version_entity_data_insert AFTER INSERT ON entity_data BEGIN UPDATE public_version SET n = n + 1; END;
CREATE TRIGGER public_version_entity_data_delete AFTER DELETE ON entity_data BEGIN UPDATE public_version SET n = n + 1; END;
CREATE TRIGGER public_version_entity_data_update AFTER UPDATE ON entity_data WHEN NEW.view_count = OLD.view_count BEGIN UPDATE public_version SET n = n + 1; END;

CREATE TRIGGER public_version_categories_insert AFTER INSERT ON categories BEGIN UPDATE public_version SET n = n + 1; END;
CREATE TRIGGER public_version_categories_update AFTER UPDATE ON categories BEGIN UPDATE public_version SET n = n + 1; END;
CREATE TRIGGER public_version_categories_delete AFTER DELETE ON categories BEGIN UPDATE public_version SET n = n + 1; END;
CREATE TRIGGER public_version_labels_insert AFTER INSERT ON labels BEGIN UPDATE public_version SET n = n + 1; END;
CREATE TRIGGER public_version_labels_update AFTER UPDATE ON labels BEGIN UPDATE public_version SET n = n + 1; END;
CREATE TRIGGER public_version_labels_delete AFTER DELETE ON labels BEGIN UPDATE public_version SET n = n + 1; END;
CREATE TRIGGER public_version_files_insert AFTER INSERT ON files BEGIN UPDATE public_version SET n = n + 1; END;
CREATE TRIGGER public_version_files_update AFTER UPDATE ON files BEGIN UPDATE public_version SET n = n + 1; END;
CREATE TRIGGER public_version_files_delete AFTER DELETE ON files BEGIN UPDATE public_version SET n = n + 1; END;
CREATE TRIGGER public_version_speakers_insert AFTER INSERT ON speakers BEGIN UPDATE public_version SET n = n + 1; END;
CREATE TRIGGER public_version_speakers_update AFTER UPDATE ON speakers BEGIN UPDATE public_version SET n = n + 1; END;
CREATE TRIGGER public_version_speakers_delete AFTER DELETE ON speakers BEGIN UPDATE public_version SET n = n + 1; END;
CREATE TRIGGER public_version_entity_speakers_insert AFTER INSERT ON entity_speakers BEGIN UPDATE public_version SET n = n + 1; END;
CREATE TRIGGER public_version_entity_speakers_update AFTER UPDATE ON entity_speakers BEGIN UPDATE public_version SET n = n + 1; END;
CREATE TRIGGER public_version_entity_speakers_delete AFTER DELETE ON entity_speakers BEGIN UPDATE public_version SET n = n + 1; END;
CREATE TRIGGER public_version_schedule_items_insert AFTER INSERT ON schedule_items BEGIN UPDATE public_version SET n = n + 1; END;
CREATE TRIGGER public_version_schedule_items_update AFTER UPDATE ON schedule_items BEGIN UPDATE public_version SET n = n + 1; END;
CREATE TRIGGER public_version_schedule_items_delete AFTER DELETE ON schedule_items BEGIN UPDATE public_version SET n = n + 1; END;
CREATE TRIGGER public_version_course_items_insert AFTER INSERT ON course_items BEGIN UPDATE public_version SET n = n + 1; END;
CREATE TRIGGER public_version_course_items_update AFTER UPDATE ON course_items BEGIN UPDATE public_version SET n = n + 1; END;
CREATE TRIGGER public_version_course_items_delete AFTER DELETE ON course_items BEGIN UPDATE public_version SET n = n + 1; END;
-- Star counts and seats taken show in lists and details.
CREATE TRIGGER public_version_stars_insert AFTER INSERT ON stars BEGIN UPDATE public_version SET n = n + 1; END;
CREATE TRIGGER public_version_stars_delete AFTER DELETE ON stars BEGIN UPDATE public_version SET n = n + 1; END;
CREATE TRIGGER public_version_attendees_insert AFTER INSERT ON attendees BEGIN UPDATE public_version SET n = n + 1; END;
CREATE TRIGGER public_version_attendees_update AFTER UPDATE OF audit_status, event_id ON attendees BEGIN UPDATE public_version SET n = n + 1; END;
CREATE TRIGGER public_version_attendees_delete AFTER DELETE ON attendees BEGIN UPDATE public_version SET n = n + 1; END;
