-- The projection's rows per named city (jobseeker_named_places) follow the person's row: rewritten whenever the row is
-- written with cities named, or had some (a deleted row takes its cities with it, by the foreign key).
CREATE OR REPLACE FUNCTION match_profile_to_named_places() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.other_locations = '{}' AND (TG_OP = 'INSERT' OR OLD.other_locations = '{}') THEN
    RETURN NULL;
  END IF;
  PERFORM write_named_places(ARRAY[NEW.user_id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER jobseeker_match_profiles_named_places AFTER INSERT OR UPDATE ON jobseeker_match_profiles FOR EACH ROW EXECUTE FUNCTION match_profile_to_named_places();
