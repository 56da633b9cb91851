CREATE TABLE "universities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resumes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"extracted" jsonb NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "universities_name_city_state_unique" ON "universities" USING btree ("name","city","state");--> statement-breakpoint
CREATE INDEX "universities_lower_name" ON "universities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "resumes_user_id" ON "resumes" USING btree ("user_id");