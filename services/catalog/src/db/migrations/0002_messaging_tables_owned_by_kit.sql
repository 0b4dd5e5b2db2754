-- outbox, inbox and revoked_sessions left this service's drizzle schema: the kit's own migrations
-- (services/kit/src/db/migrations) own them now. The tables are kept as they are, not dropped.
SELECT 1;
