CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer,
	"role_id" integer,
	"employer_id" integer,
	"first_year_salary" bigint NOT NULL,
	"tier" text,
	"percent" numeric(5, 2),
	"amount" numeric(12, 2),
	"status" text DEFAULT 'draft' NOT NULL,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('draft', 'sent', 'paid', 'void'))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_match_id_key" ON "invoices" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "invoices_employer_id" ON "invoices" USING btree ("employer_id");