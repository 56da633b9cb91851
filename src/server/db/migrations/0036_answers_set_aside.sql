ALTER TABLE "roles" ADD COLUMN "set_aside" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "flow_answers" ADD COLUMN "set_aside" jsonb DEFAULT '{}'::jsonb NOT NULL;