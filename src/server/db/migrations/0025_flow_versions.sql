CREATE TABLE "flow_answer_originals" (
	"user_id" integer NOT NULL,
	"flow_id" text NOT NULL,
	"from_version" integer NOT NULL,
	"to_version" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"first_invalid_step" text,
	"migrated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_answer_originals_user_id_flow_id_from_version_pk" PRIMARY KEY("user_id","flow_id","from_version")
);
--> statement-breakpoint
CREATE TABLE "flow_versions" (
	"flow_id" text NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"source" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	"migrated_at" timestamp with time zone,
	CONSTRAINT "flow_versions_flow_id_version_pk" PRIMARY KEY("flow_id","version")
);
--> statement-breakpoint
ALTER TABLE "flow_answer_originals" ADD CONSTRAINT "flow_answer_originals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_versions" ADD CONSTRAINT "flow_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flow_answer_originals_to_version" ON "flow_answer_originals" USING btree ("flow_id","to_version");--> statement-breakpoint
-- A published version is announced on the row-changes channel (migration 0021) as `flow_versions:all`, so every
-- server process loads it without a restart (src/server/flows/published-flows.ts).
CREATE FUNCTION notify_flow_versions_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('row_changes', 'flow_versions:all');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER flow_versions_row_changes AFTER INSERT OR UPDATE OR DELETE ON flow_versions FOR EACH STATEMENT EXECUTE FUNCTION notify_flow_versions_change();
--> statement-breakpoint
CREATE TRIGGER flow_versions_truncated AFTER TRUNCATE ON flow_versions FOR EACH STATEMENT EXECUTE FUNCTION notify_table_truncated();
