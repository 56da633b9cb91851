CREATE TABLE "demographic_answer_pairs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demographic_answer_pairs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gender" jsonb NOT NULL,
	"ethnicity" jsonb NOT NULL,
	CONSTRAINT "demographic_answer_pairs_answers" UNIQUE("gender","ethnicity")
);
--> statement-breakpoint
CREATE TABLE "jobseeker_demographic_pairs" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"pair_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobseeker_demographic_pairs" ADD CONSTRAINT "jobseeker_demographic_pairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobseeker_demographic_pairs" ADD CONSTRAINT "jobseeker_demographic_pairs_pair_id_demographic_answer_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."demographic_answer_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Adverse impact (docs/reports.md) counts matches by each job seeker's pair of self-reported answers. Hashing two
-- jsonb answers for every match was half its time; the pair is numbered here once, when the answers change, so the
-- report counts by an integer. The fields are the reports' DEMOGRAPHIC_DIMENSIONS (src/server/reports/
-- demographic-groups.ts; tests/unit/server/reports/demographic-pairs-migration.test.ts keeps the two alike). An
-- unanswered question is JSON null, which the reports read as "Not answered", as they read a missing answer.
CREATE FUNCTION jobseeker_demographic_pair_kept() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER flow_answers_demographic_pair_added AFTER INSERT ON flow_answers FOR EACH ROW
  WHEN (NEW.flow_id = 'jobseeker') EXECUTE FUNCTION jobseeker_demographic_pair_kept();
--> statement-breakpoint
-- Most saves change other answers: the WHEN compares the two answers in C and calls nothing for them.
CREATE TRIGGER flow_answers_demographic_pair_changed AFTER UPDATE OF answers ON flow_answers FOR EACH ROW
  WHEN (NEW.flow_id = 'jobseeker' AND (OLD.answers -> 'gender' IS DISTINCT FROM NEW.answers -> 'gender' OR OLD.answers -> 'ethnicity' IS DISTINCT FROM NEW.answers -> 'ethnicity'))
  EXECUTE FUNCTION jobseeker_demographic_pair_kept();
--> statement-breakpoint
CREATE TRIGGER flow_answers_demographic_pair_removed AFTER DELETE ON flow_answers FOR EACH ROW
  WHEN (OLD.flow_id = 'jobseeker') EXECUTE FUNCTION jobseeker_demographic_pair_kept();
--> statement-breakpoint
INSERT INTO demographic_answer_pairs (gender, ethnicity)
SELECT DISTINCT coalesce(answers -> 'gender', 'null'::jsonb), coalesce(answers -> 'ethnicity', 'null'::jsonb) FROM flow_answers WHERE flow_id = 'jobseeker';
--> statement-breakpoint
INSERT INTO jobseeker_demographic_pairs (user_id, pair_id)
SELECT a.user_id, p.id FROM flow_answers a
JOIN demographic_answer_pairs p ON p.gender = coalesce(a.answers -> 'gender', 'null'::jsonb) AND p.ethnicity = coalesce(a.answers -> 'ethnicity', 'null'::jsonb)
WHERE a.flow_id = 'jobseeker';
