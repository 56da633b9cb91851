CREATE TABLE "match_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"actor_id" integer,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_filtersets" (
	"id" serial PRIMARY KEY NOT NULL,
	"role_id" integer NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"singleton_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_state_check" CHECK ("jobs"."state" in ('pending', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "algorithm_version" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "score" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "jobseeker_interest" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "jobseeker_interest_note" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "jobseeker_responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "confirmation_token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "first_year_salary" bigint;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "placement_fee" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_filtersets" ADD CONSTRAINT "role_filtersets_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_filtersets" ADD CONSTRAINT "role_filtersets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_events_match_id" ON "match_events" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "role_filtersets_role_id" ON "role_filtersets" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("state","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_key" ON "jobs" USING btree ("singleton_key") WHERE "jobs"."state" in ('pending', 'running');--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employers_search" ON "employers" USING gin (to_tsvector('simple', "name"));--> statement-breakpoint
CREATE INDEX "users_search" ON "users" USING gin (to_tsvector('simple', "first_name" || ' ' || "last_name" || ' ' || "email"));--> statement-breakpoint
CREATE INDEX "roles_search" ON "roles" USING gin (to_tsvector('simple', coalesce("answers" ->> 'jobTitle', '')));--> statement-breakpoint
CREATE INDEX "matches_role_status" ON "matches" USING btree ("role_id","status");--> statement-breakpoint
CREATE INDEX "matches_jobseeker_id" ON "matches" USING btree ("jobseeker_id");--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_confirmation_token_unique" UNIQUE("confirmation_token");--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_jobseeker_interest_check" CHECK ("matches"."jobseeker_interest" is null or "matches"."jobseeker_interest" in ('interested', 'not_interested'));