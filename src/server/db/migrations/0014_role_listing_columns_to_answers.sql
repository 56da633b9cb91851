ALTER TABLE "roles" DROP COLUMN "job_title";--> statement-breakpoint
ALTER TABLE "roles" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "roles" DROP COLUMN "job_type";--> statement-breakpoint
ALTER TABLE "roles" DROP COLUMN "location";