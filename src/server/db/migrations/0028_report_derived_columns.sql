ALTER TABLE "match_events" ADD COLUMN "stay_days" double precision;
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "reached" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- The staff reports (docs/reports.md) read two things the events imply, kept here so they need not go through every
-- event of every match (issue 27 item 7): on each match the statuses it ever reached, one bit each, and on each event
-- how many days the match stayed in its status (until its next event). One trigger keeps both, in the transaction
-- that adds the events, whoever adds them (a status change, a new match, the demo data, a test).
-- A status's bit: keep in step with REACHED_BIT in src/server/reports/reached-statuses.ts (a test compares them).
-- Bits are never renumbered; a new status takes a new bit.
CREATE FUNCTION match_status_bit(status text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE status
    WHEN 'confirm_match' THEN 1 << 0
    WHEN 'staff_rejected' THEN 1 << 1
    WHEN 'jobseeker_accept' THEN 1 << 2
    WHEN 'jobseeker_reject' THEN 1 << 3
    WHEN 'pending_employer_review' THEN 1 << 4
    WHEN 'match_expired' THEN 1 << 5
    WHEN 'pending_feedback_or_next_step' THEN 1 << 6
    WHEN 'resume_review' THEN 1 << 7
    WHEN 'phone_screen' THEN 1 << 8
    WHEN 'confirm_interview_slot' THEN 1 << 9
    WHEN 'initial_interview' THEN 1 << 10
    WHEN 'performance_task' THEN 1 << 11
    WHEN 'second_round_interview' THEN 1 << 12
    WHEN 'team_interview' THEN 1 << 13
    WHEN 'task_presentation' THEN 1 << 14
    WHEN 'final_interview' THEN 1 << 15
    WHEN 'reference_check' THEN 1 << 16
    WHEN 'employer_reject' THEN 1 << 17
    WHEN 'offer_extended' THEN 1 << 18
    WHEN 'offer_rejected' THEN 1 << 19
    WHEN 'hired' THEN 1 << 20
    ELSE 0
  END
$$;
--> statement-breakpoint
CREATE FUNCTION match_events_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The matches are locked first, in id order: two transactions adding events to one match take turns, and the
  -- second one's statements below see the first one's events once it has committed.
  PERFORM 1 FROM matches WHERE id IN (SELECT match_id FROM added) ORDER BY id FOR NO KEY UPDATE;
  UPDATE matches SET reached = matches.reached | bits.mask
  FROM (SELECT match_id, bit_or(match_status_bit(to_status)) AS mask FROM added GROUP BY match_id) bits
  WHERE matches.id = bits.match_id AND matches.reached | bits.mask <> matches.reached;
  -- Every event of these matches, as the reports once worked it out with lead(): events may come in any order.
  UPDATE match_events SET stay_days = later.stay_days
  FROM (
    SELECT id, date_part('epoch', lead(created_at) OVER (PARTITION BY match_id ORDER BY created_at, id) - created_at) / 86400 AS stay_days
    FROM match_events WHERE match_id IN (SELECT match_id FROM added)
  ) later
  WHERE match_events.id = later.id AND match_events.stay_days IS DISTINCT FROM later.stay_days;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER match_events_added AFTER INSERT ON match_events REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION match_events_added();
--> statement-breakpoint
UPDATE matches SET reached = bits.mask
FROM (SELECT match_id, bit_or(match_status_bit(to_status)) AS mask FROM match_events GROUP BY match_id) bits
WHERE matches.id = bits.match_id;
--> statement-breakpoint
UPDATE match_events SET stay_days = later.stay_days
FROM (SELECT id, date_part('epoch', lead(created_at) OVER (PARTITION BY match_id ORDER BY created_at, id) - created_at) / 86400 AS stay_days FROM match_events) later
WHERE match_events.id = later.id AND later.stay_days IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "match_events_ended_stays" ON "match_events" USING btree ("to_status","stay_days","match_id") WHERE "match_events"."stay_days" is not null and ("match_events"."from_status" is null or "match_events"."from_status" <> "match_events"."to_status");
--> statement-breakpoint
CREATE INDEX "match_events_current_stays" ON "match_events" USING btree ("match_id","to_status","created_at") WHERE "match_events"."stay_days" is null and ("match_events"."from_status" is null or "match_events"."from_status" <> "match_events"."to_status");
