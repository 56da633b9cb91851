-- Projections written before these columns existed lack them: the start-up backfill writes them all again.
DELETE FROM "jobseeker_match_profiles";--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" ADD COLUMN "areas" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" ADD COLUMN "skill_ratings" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" ADD COLUMN "education_level" text;--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" ADD COLUMN "degree_items" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" ADD COLUMN "language_items" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" ADD COLUMN "has_managed" boolean;--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" ADD COLUMN "years_managing" integer;--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" ADD COLUMN "managed_managers" boolean;--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" ADD COLUMN "team_size_rank" integer;--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" ADD COLUMN "largest_budget" bigint;--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" ADD COLUMN "teamwork_approach" text;--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" ADD COLUMN "deadline_approach" text;--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" ADD COLUMN "more_disciplined" boolean;--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" ADD COLUMN "more_outgoing" boolean;--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" ADD COLUMN "work_mode_first" text;--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" ADD COLUMN "work_mode_second" text;--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" ADD COLUMN "work_flexibility" text;--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" ADD COLUMN "can_travel_overnight" boolean;--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" ADD COLUMN "travel_rank" integer;--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" ADD COLUMN "available_start_date" text;--> statement-breakpoint
ALTER TABLE "jobseeker_match_profiles" DROP COLUMN "profile";