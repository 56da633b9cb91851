-- A match's `created_at`, copied onto its events and its current stay for the reports' ranges of days
-- (match_event_match_created_at), follows a change of the match's own.
CREATE OR REPLACE FUNCTION match_created_at_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE match_events SET match_created_at = NEW.created_at WHERE match_id = NEW.id;
  UPDATE match_open_stays SET match_created_at = NEW.created_at WHERE match_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER match_created_at_changed AFTER UPDATE OF created_at ON matches FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at) EXECUTE FUNCTION match_created_at_changed();
