CREATE TABLE "jobseeker_match_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"algorithm_version" text NOT NULL,
	"core_profile_complete" boolean NOT NULL,
	"can_work_in_us" boolean,
	"seeking_hours" text[] DEFAULT '{}'::text[] NOT NULL,
	"metro_area" text,
	"other_locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"open_anywhere" boolean NOT NULL,
	"remote_only" boolean NOT NULL,
	"minimum_salary" integer,
	"minimum_hourly_rate" integer,
	"years_experience" integer NOT NULL,
	"current_employers" text[] DEFAULT '{}'::text[] NOT NULL,
	"profile" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" ADD CONSTRAINT "jobseeker_match_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobseeker_match_profiles_metro_area" ON "jobseeker_match_profiles" USING btree ("metro_area") WHERE "jobseeker_match_profiles"."core_profile_complete" and "jobseeker_match_profiles"."can_work_in_us";--> statement-breakpoint
CREATE INDEX "jobseeker_match_profiles_salary" ON "jobseeker_match_profiles" USING btree ("minimum_salary") WHERE "jobseeker_match_profiles"."core_profile_complete" and "jobseeker_match_profiles"."can_work_in_us";--> statement-breakpoint
CREATE INDEX "jobseeker_match_profiles_seeking_hours" ON "jobseeker_match_profiles" USING gin ("seeking_hours");--> statement-breakpoint
CREATE INDEX "jobseeker_match_profiles_other_locations" ON "jobseeker_match_profiles" USING gin ("other_locations");--> statement-breakpoint
CREATE INDEX "jobseeker_match_profiles_current_employers" ON "jobseeker_match_profiles" USING gin ("current_employers");