-- Skill ratings move from a byte string to five bigints, so one covering index can hold every column ranking reads.
-- Projections written before lack them: the start-up backfill writes every row again (as for a new algorithm version).
DELETE FROM "jobseeker_match_profiles";--> statement-breakpoint
DROP INDEX "jobseeker_match_profiles_metro_code";--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" ADD COLUMN "skills_0" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" ADD COLUMN "skills_1" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" ADD COLUMN "skills_2" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" ADD COLUMN "skills_3" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" ADD COLUMN "skills_4" bigint NOT NULL;--> statement-breakpoint
CREATE INDEX "jobseeker_match_profiles_ranking" ON "jobseeker_match_profiles" USING btree ("open_anywhere","metro_code","years_experience","salary_asked","user_id","can_work_in_us","remote_only","hours","rate_asked","areas","languages","working_languages","degrees","fields","traits","years_managing","team_size_rank","largest_budget","start_code","skills_0","skills_1","skills_2","skills_3","skills_4") WHERE "jobseeker_match_profiles"."core_profile_complete";--> statement-breakpoint
CREATE INDEX "jobseeker_match_profiles_colleges" ON "jobseeker_match_profiles" USING gin ("colleges");--> statement-breakpoint
CREATE INDEX "jobseeker_match_profiles_other_values" ON "jobseeker_match_profiles" USING gin ("other_values");--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" DROP COLUMN "skills";