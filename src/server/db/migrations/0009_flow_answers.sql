CREATE TABLE "flow_answers" (
	"user_id" integer NOT NULL,
	"flow_id" text NOT NULL,
	"flow_version" integer NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_answers_user_id_flow_id_pk" PRIMARY KEY("user_id","flow_id")
);
--> statement-breakpoint
ALTER TABLE "flow_answers" ADD CONSTRAINT "flow_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;