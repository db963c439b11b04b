-- When the enterprise-contact code was first shown to a signed-in account (ms since 1970), so the demo can
-- count the contact as added only after a short wait instead of on the visitor's word (issue #27 item 10).
ALTER TABLE accounts ADD COLUMN cp_code_shown_at INTEGER;
