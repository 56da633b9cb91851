-- Adverse impact (docs/reports.md) counts matches by each job seeker's pair of self-reported answers. Hashing two
-- jsonb answers for every match was half its time; the pair is numbered here once, when the answers change, so the
-- report counts by an integer. The fields are the reports' DEMOGRAPHIC_DIMENSIONS (src/server/reports/
-- demographic-groups.ts; tests/unit/server/reports/demographic-pairs-migration.test.ts keeps the two alike). An
-- unanswered question is JSON null, which the reports read as "Not answered", as they read a missing answer.
CREATE OR REPLACE FUNCTION jobseeker_demographic_pair_kept() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  answered_gender jsonb;
  answered_ethnicity jsonb;
  pair integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM jobseeker_demographic_pairs WHERE user_id = OLD.user_id;
    RETURN NULL;
  END IF;
  answered_gender := coalesce(NEW.answers -> 'gender', 'null'::jsonb);
  answered_ethnicity := coalesce(NEW.answers -> 'ethnicity', 'null'::jsonb);
  -- The no-op update returns the pair's number when it exists already, even one another transaction has just added.
  INSERT INTO demographic_answer_pairs (gender, ethnicity) VALUES (answered_gender, answered_ethnicity)
  ON CONFLICT ON CONSTRAINT demographic_answer_pairs_answers DO UPDATE SET gender = excluded.gender
  RETURNING id INTO pair;
  INSERT INTO jobseeker_demographic_pairs (user_id, pair_id) VALUES (NEW.user_id, pair)
  ON CONFLICT (user_id) DO UPDATE SET pair_id = excluded.pair_id WHERE jobseeker_demographic_pairs.pair_id <> excluded.pair_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER flow_answers_demographic_pair_added AFTER INSERT ON flow_answers FOR EACH ROW
  WHEN (NEW.flow_id = 'jobseeker') EXECUTE FUNCTION jobseeker_demographic_pair_kept();
--> statement-breakpoint
-- Most saves change other answers: the WHEN compares the two answers in C and calls nothing for them.
CREATE OR REPLACE TRIGGER flow_answers_demographic_pair_changed AFTER UPDATE OF answers ON flow_answers FOR EACH ROW
  WHEN (NEW.flow_id = 'jobseeker' AND (OLD.answers -> 'gender' IS DISTINCT FROM NEW.answers -> 'gender' OR OLD.answers -> 'ethnicity' IS DISTINCT FROM NEW.answers -> 'ethnicity'))
  EXECUTE FUNCTION jobseeker_demographic_pair_kept();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER flow_answers_demographic_pair_removed AFTER DELETE ON flow_answers FOR EACH ROW
  WHEN (OLD.flow_id = 'jobseeker') EXECUTE FUNCTION jobseeker_demographic_pair_kept();
