-- One live offer or hire per role is now held by a unique index. A role that a race left with more than one keeps
-- the first (a hire before an offer, then the earliest status change); the others are archived, each with an event
-- saying why, so the index can be built and nothing is deleted.
WITH ranked AS (
  SELECT id, row_number() OVER (PARTITION BY role_id ORDER BY (status = 'hired') DESC, status_changed_at, id) AS place
  FROM matches
  WHERE archived = false AND status IN ('offer_extended', 'hired')
), archived AS (
  UPDATE matches SET archived = true, reminded_at = NULL, updated_at = now()
  FROM ranked
  WHERE matches.id = ranked.id AND ranked.place > 1
  RETURNING matches.id, matches.status
)
INSERT INTO match_events (match_id, from_status, to_status, note, created_at)
SELECT id, status, status, 'Archived: another candidate already held the offer or hire of this role.', now() FROM archived;--> statement-breakpoint
CREATE UNIQUE INDEX "matches_one_live_offer_per_role" ON "matches" USING btree ("role_id") WHERE "matches"."archived" = false and "matches"."status" in ('offer_extended', 'hired');--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_status_check" CHECK ("matches"."status" in ('confirm_match', 'staff_rejected', 'jobseeker_accept', 'jobseeker_reject', 'pending_employer_review', 'match_expired', 'pending_feedback_or_next_step', 'resume_review', 'phone_screen', 'confirm_interview_slot', 'initial_interview', 'performance_task', 'second_round_interview', 'team_interview', 'task_presentation', 'final_interview', 'reference_check', 'employer_reject', 'offer_extended', 'offer_rejected', 'hired'));