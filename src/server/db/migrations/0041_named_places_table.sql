-- A row per city a job seeker named as a place they would work, with what ranking reads, in place of the index of
-- everyone who named any city: a role open to relocation reads only the entries of its own cities. Kept by a trigger
-- from every write of the person's row (src/server/db/sql/match_profile_to_named_places.sql); filled here from the
-- rows there are.
CREATE TABLE "jobseeker_named_places" (
	"user_id" integer NOT NULL,
	"place" text NOT NULL,
	"earlier_places" text[] NOT NULL,
	"core_profile_complete" boolean NOT NULL,
	"open_to_matching" boolean NOT NULL,
	"can_work_in_us" boolean NOT NULL,
	"metro_code" smallint NOT NULL,
	"open_anywhere" boolean NOT NULL,
	"remote_only" boolean NOT NULL,
	"hours" integer NOT NULL,
	"salary_asked" integer NOT NULL,
	"rate_asked" integer NOT NULL,
	"years_experience" integer NOT NULL,
	"areas" integer NOT NULL,
	"languages" bigint NOT NULL,
	"working_languages" bigint NOT NULL,
	"degrees" bigint NOT NULL,
	"fields" bigint NOT NULL,
	"traits" bigint NOT NULL,
	"years_managing" integer NOT NULL,
	"team_size_rank" smallint NOT NULL,
	"largest_budget" bigint NOT NULL,
	"start_code" smallint NOT NULL,
	"skills_0" bigint NOT NULL,
	"skills_1" bigint NOT NULL,
	"skills_2" bigint NOT NULL,
	"skills_3" bigint NOT NULL,
	"skills_4" bigint NOT NULL,
	"metro_area" text,
	CONSTRAINT "jobseeker_named_places_user_id_place_pk" PRIMARY KEY("user_id","place")
);
--> statement-breakpoint
DROP INDEX "jobseeker_match_profiles_named_places";--> statement-breakpoint
ALTER TABLE "jobseeker_named_places" ADD CONSTRAINT "jobseeker_named_places_user_id_jobseeker_match_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."jobseeker_match_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobseeker_named_places_ranking" ON "jobseeker_named_places" USING btree ("place","years_experience","salary_asked","user_id","can_work_in_us","remote_only","hours","rate_asked","areas","languages","working_languages","degrees","fields","traits","years_managing","team_size_rank","largest_budget","start_code","skills_0","skills_1","skills_2","skills_3","skills_4","metro_code","earlier_places","metro_area") WHERE "jobseeker_named_places"."core_profile_complete" and "jobseeker_named_places"."open_to_matching";--> statement-breakpoint
INSERT INTO jobseeker_named_places (user_id, place, earlier_places, core_profile_complete, open_to_matching, can_work_in_us, metro_code, open_anywhere, remote_only, hours, salary_asked, rate_asked, years_experience, areas, languages, working_languages, degrees, fields, traits, years_managing, team_size_rank, largest_budget, start_code, skills_0, skills_1, skills_2, skills_3, skills_4, metro_area)
SELECT profile.user_id, named.place,
    coalesce(array_agg(named.place) OVER (PARTITION BY profile.user_id ORDER BY named.place ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), '{}'),
    profile.core_profile_complete, profile.open_to_matching, profile.can_work_in_us, profile.metro_code, profile.open_anywhere, profile.remote_only, profile.hours, profile.salary_asked, profile.rate_asked, profile.years_experience, profile.areas, profile.languages, profile.working_languages, profile.degrees, profile.fields, profile.traits, profile.years_managing, profile.team_size_rank, profile.largest_budget, profile.start_code, profile.skills_0, profile.skills_1, profile.skills_2, profile.skills_3, profile.skills_4, profile.metro_area
FROM jobseeker_match_profiles AS profile CROSS JOIN LATERAL (SELECT DISTINCT unnest(profile.other_locations) AS place) AS named
WHERE NOT profile.open_anywhere;--> statement-breakpoint
ANALYZE "jobseeker_named_places";
