-- A report's `from`/`to` keep the matches proposed on those days (docs/reports.md): each event carries its match's
-- `created_at`, indexed with its status and days, so a range of days is one index range scan and nothing is
-- joined. Kept by the database, never written by the app: this BEFORE trigger on each new event;
-- match_events_added for an event whose match its statement added too (a BEFORE trigger cannot see it); and
-- match_created_at_changed when a match's `created_at` changes.
CREATE OR REPLACE FUNCTION match_event_match_created_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.match_created_at := (SELECT created_at FROM matches WHERE id = NEW.match_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER match_event_match_created_at BEFORE INSERT ON match_events FOR EACH ROW EXECUTE FUNCTION match_event_match_created_at();
