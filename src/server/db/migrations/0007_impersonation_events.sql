CREATE TABLE "impersonation_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_user_id" integer NOT NULL,
	"employee_user_id" integer NOT NULL,
	"employer_id" integer,
	"action" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"at" timestamp with time zone NOT NULL
);
