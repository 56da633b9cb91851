CREATE TABLE "role_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"role_id" integer NOT NULL,
	"question" text,
	"body" text NOT NULL,
	"is_resolved" boolean DEFAULT false NOT NULL,
	"author_id" integer,
	"resolved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"employer_id" integer NOT NULL,
	"role_id" integer,
	"uploaded_by" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roles" DROP CONSTRAINT "roles_status_check";--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "slug" text;--> statement-breakpoint
-- Existing organisations get their name in kebab-case with their id, which is unique by construction.
UPDATE "employers" SET "slug" = trim(both '-' from lower(regexp_replace("name", '[^A-Za-z0-9]+', '-', 'g'))) || '-' || "id";--> statement-breakpoint
ALTER TABLE "employers" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "flow_version" integer;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "can_edit_roles" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_team_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The first employee of each organisation, who signed it up, administers its team.
UPDATE "users" SET "is_team_admin" = true WHERE "id" IN (SELECT min("id") FROM "users" WHERE "user_type" = 'employee' AND "employer_id" IS NOT NULL GROUP BY "employer_id");--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "flow_version" integer;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "cloned_from" uuid;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "agreed_service_tier" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "agreed_fee_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "role_feedback" ADD CONSTRAINT "role_feedback_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_feedback" ADD CONSTRAINT "role_feedback_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_feedback" ADD CONSTRAINT "role_feedback_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "role_feedback_role_id" ON "role_feedback" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "uploaded_files_employer_id" ON "uploaded_files" USING btree ("employer_id");--> statement-breakpoint
CREATE INDEX "uploaded_files_role_id" ON "uploaded_files" USING btree ("role_id");--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employers_slug_key" ON "employers" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "roles_employer_id" ON "roles" USING btree ("employer_id");--> statement-breakpoint
CREATE INDEX "roles_status" ON "roles" USING btree ("status");--> statement-breakpoint
-- Listing columns become answers of the role flow; "published" becomes "open".
UPDATE "roles" SET "answers" = jsonb_strip_nulls(jsonb_build_object('jobTitle', "job_title", 'description', "description")), "status" = CASE WHEN "status" = 'published' THEN 'open' ELSE "status" END;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_status_check" CHECK ("roles"."status" in ('draft', 'in_review', 'open', 'paused', 'filled', 'closed'));