-- An archived match has no current stay, and one taken out of the archive has one again (match_open_stays_refresh).
CREATE OR REPLACE FUNCTION match_archived_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM match_open_stays_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER match_archived_changed AFTER UPDATE OF archived ON matches FOR EACH ROW WHEN (OLD.archived IS DISTINCT FROM NEW.archived) EXECUTE FUNCTION match_archived_changed();
