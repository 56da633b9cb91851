-- Who turned matching off is held in the projection too, so the ranking index holds only people who may be matched
-- and ranking a role needs no anti-join with user_settings (80 ms of CPU at a million job seekers), and the people
-- who named cities they would work in get a covering index of their own (their table rows, found through the GIN
-- index, were read at random). user_settings stays the truth: triggers copy its value into the projection
-- (src/server/db/sql/match_profile_takes_matching_setting.sql, matching_setting_to_match_profile.sql).
ALTER TABLE "jobseeker_match_profiles" ADD COLUMN "open_to_matching" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "jobseeker_match_profiles" SET "open_to_matching" = false FROM "user_settings" WHERE "user_settings"."user_id" = "jobseeker_match_profiles"."user_id" AND NOT "user_settings"."open_to_matching";--> statement-breakpoint
DROP INDEX "jobseeker_match_profiles_ranking";--> statement-breakpoint
CREATE INDEX "jobseeker_match_profiles_ranking" ON "jobseeker_match_profiles" USING btree ("open_anywhere","metro_code","years_experience","salary_asked","user_id","can_work_in_us","remote_only","hours","rate_asked","areas","languages","working_languages","degrees","fields","traits","years_managing","team_size_rank","largest_budget","start_code","skills_0","skills_1","skills_2","skills_3","skills_4") WHERE "jobseeker_match_profiles"."core_profile_complete" and "jobseeker_match_profiles"."open_to_matching";--> statement-breakpoint
CREATE INDEX "jobseeker_match_profiles_named_places" ON "jobseeker_match_profiles" USING btree ("metro_code","years_experience","salary_asked","user_id","can_work_in_us","remote_only","hours","rate_asked","areas","languages","working_languages","degrees","fields","traits","years_managing","team_size_rank","largest_budget","start_code","skills_0","skills_1","skills_2","skills_3","skills_4","other_locations") WHERE "jobseeker_match_profiles"."core_profile_complete" and "jobseeker_match_profiles"."open_to_matching" and not "jobseeker_match_profiles"."open_anywhere" and "jobseeker_match_profiles"."other_locations" <> '{}'::text[];--> statement-breakpoint
-- Ranking reads indexes alone only where the visibility map says a page holds no changed row: vacuumed after 1 % of
-- the rows changed (the default waits for 20 %, 200,000 rows at a million, while ranking reads more and more table
-- pages), which also vacuums the rows the update above changed within a minute of this migration.
ALTER TABLE "jobseeker_match_profiles" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02);--> statement-breakpoint
ANALYZE "jobseeker_match_profiles";
