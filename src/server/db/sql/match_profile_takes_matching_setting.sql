-- A projection row is inserted with the person's matching setting (user_settings; no row is open), whatever the
-- writer put there: the ranking index holds only people open to matching. The user row is locked FOR SHARE first, so
-- a settings change committing meanwhile (matching_setting_to_match_profile locks it FOR NO KEY UPDATE) is either
-- seen here or finds this row when it copies its value across.
CREATE OR REPLACE FUNCTION match_profile_takes_matching_setting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users WHERE id = NEW.user_id FOR SHARE;
  NEW.open_to_matching := coalesce((SELECT open_to_matching FROM user_settings WHERE user_id = NEW.user_id), true);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER jobseeker_match_profiles_matching_setting BEFORE INSERT ON jobseeker_match_profiles FOR EACH ROW EXECUTE FUNCTION match_profile_takes_matching_setting();
