-- On embedded PGlite uploaded bytes are kept in files of the data folder, named by stored_file (issue 24 item 1,
-- src/server/uploads/file-bytes.ts); on PostgreSQL they stay in content. Exactly one of the two is set.
ALTER TABLE "resumes" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_files" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "stored_file" text;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "stored_file" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_bytes_kept_once" CHECK (num_nonnulls("resumes"."content", "resumes"."stored_file") = 1);--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_bytes_kept_once" CHECK (num_nonnulls("uploaded_files"."content", "uploaded_files"."stored_file") = 1);