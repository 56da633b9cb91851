CREATE TABLE "flow_drafts" (
	"flow_id" text NOT NULL,
	"staff_id" integer NOT NULL,
	"document" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_drafts_flow_id_staff_id_pk" PRIMARY KEY("flow_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "flow_dry_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flow_id" text NOT NULL,
	"staff_id" integer NOT NULL,
	"document" jsonb NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_dry_runs_state_check" CHECK ("flow_dry_runs"."state" in ('running', 'done', 'failed')),
	CONSTRAINT "flow_dry_runs_progress_check" CHECK ("flow_dry_runs"."done" >= 0 and "flow_dry_runs"."done" <= "flow_dry_runs"."total")
);
--> statement-breakpoint
CREATE TABLE "flow_record_originals" (
	"record_kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"from_version" integer NOT NULL,
	"to_version" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"migrated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_record_originals_record_kind_record_id_from_version_pk" PRIMARY KEY("record_kind","record_id","from_version"),
	CONSTRAINT "flow_record_originals_kind_check" CHECK ("flow_record_originals"."record_kind" in ('role', 'employer'))
);
--> statement-breakpoint
ALTER TABLE "flow_drafts" ADD CONSTRAINT "flow_drafts_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_dry_runs" ADD CONSTRAINT "flow_dry_runs_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flow_dry_runs_created" ON "flow_dry_runs" USING btree ("created_at");--> statement-breakpoint
-- A version seeded from a file carries nobody's answers: it was never "being carried over" (issue 34 item 9).
UPDATE "flow_versions" SET "migrated_at" = "published_at" WHERE "migrated_at" IS NULL AND "source" = 'file';
