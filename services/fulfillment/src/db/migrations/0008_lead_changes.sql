-- Every committed change to a lead (a new one, an accept, a fulfilment, a return, a withdrawal)
-- wakes the merchants' dashboards waiting on `leadsChanged` (application/lead-changes.ts), on
-- every replica. Row by row with one payload: PostgreSQL sends one notification per transaction,
-- at commit, and none for a statement that changed no row (an accept that lost its race).
CREATE FUNCTION "notify_lead_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lead_changes', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "leads_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "leads"
  FOR EACH ROW EXECUTE FUNCTION "notify_lead_change"();
