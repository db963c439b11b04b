-- Event reminders on mini-programs: a subscribeNotice that carries the platform's reminder template the visitor
-- accepted (WX_TMPL_EVENT_REMINDER / TT_TMPL_EVENT_REMINDER) keeps it as the consent for one subscribe message.
-- The reminder that uses it (the first one sent after it was given) stamps consent_used_at in the transaction that
-- sends the reminder and queues the message, so one acceptance is one message (WeChat's one-time subscription).
ALTER TABLE event_subscriptions ADD COLUMN consent_platform TEXT CHECK (consent_platform IN ('weapp', 'tt'));
ALTER TABLE event_subscriptions ADD COLUMN consent_template TEXT;
ALTER TABLE event_subscriptions ADD COLUMN consent_at INTEGER;
ALTER TABLE event_subscriptions ADD COLUMN consent_used_at INTEGER;
