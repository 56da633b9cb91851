-- The projection is rebuilt with whole-number codes in a new column order (the columns ranking reads, fixed-width and
-- never null, first). Its rows are derived from flow_answers, so the table is made afresh rather than altered: the
-- start-up backfill writes every job seeker's row again, as it does for a new algorithm version.
DROP TABLE "jobseeker_match_profiles";--> statement-breakpoint
CREATE TABLE "jobseeker_match_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"core_profile_complete" boolean NOT NULL,
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
	"skills" "bytea" NOT NULL,
	"colleges" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"other_values" text[] DEFAULT '{}'::text[] NOT NULL,
	"other_locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"current_employers" text[] DEFAULT '{}'::text[] NOT NULL,
	"metro_area" text,
	"algorithm_version" text NOT NULL,
	"codes_version" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" ADD CONSTRAINT "jobseeker_match_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobseeker_match_profiles_metro_code" ON "jobseeker_match_profiles" USING btree ("metro_code") WHERE "jobseeker_match_profiles"."core_profile_complete" and "jobseeker_match_profiles"."can_work_in_us";--> statement-breakpoint
CREATE INDEX "jobseeker_match_profiles_other_locations" ON "jobseeker_match_profiles" USING gin ("other_locations");--> statement-breakpoint
CREATE INDEX "jobseeker_match_profiles_current_employers" ON "jobseeker_match_profiles" USING gin ("current_employers");
