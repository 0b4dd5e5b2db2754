-- Every committed change to a lead (a new one, an accept, a fulfilment, a return, a withdrawal)
-- wakes the merchants' dashboards waiting on `leadsChanged` (application/lead-changes.ts), on
-- every replica, with when it was made (microseconds since 1970 on the database's clock): the
-- cursor a dashboard sends back, so a change it has not read yet is answered at once. Row by row:
-- a statement that changed no row (an accept that lost its race) notifies nothing.
CREATE FUNCTION "notify_lead_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lead_changes', floor(extract(epoch from clock_timestamp()) * 1000000)::bigint::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "leads_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "leads"
  FOR EACH ROW EXECUTE FUNCTION "notify_lead_change"();
