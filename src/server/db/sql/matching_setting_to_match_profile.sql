-- A settings row written or removed (no row is open to matching) sets the projection's copy of the setting; an
-- update of the projection row never changes it (writeMatchProfiles leaves the column out).
CREATE OR REPLACE FUNCTION matching_setting_to_match_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE jobseeker_match_profiles SET open_to_matching = true WHERE user_id = OLD.user_id AND NOT open_to_matching;
    RETURN NULL;
  END IF;
  PERFORM 1 FROM users WHERE id = NEW.user_id FOR NO KEY UPDATE;
  UPDATE jobseeker_match_profiles SET open_to_matching = NEW.open_to_matching WHERE user_id = NEW.user_id AND open_to_matching IS DISTINCT FROM NEW.open_to_matching;
  IF TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id THEN
    UPDATE jobseeker_match_profiles SET open_to_matching = true WHERE user_id = OLD.user_id AND NOT open_to_matching;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER user_settings_matching_to_match_profile AFTER INSERT OR UPDATE OF open_to_matching, user_id OR DELETE ON user_settings FOR EACH ROW EXECUTE FUNCTION matching_setting_to_match_profile();
