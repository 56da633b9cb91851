-- A report's `from`/`to` keep the matches proposed on those days (docs/reports.md). Time in status read every ended
-- stay (about 340,000 at 100,000 matches) and joined it to its match to keep a quarter's 110,000 (issue 27 item 7).
-- Each stay now carries its match's `created_at`, indexed with its status and days, so a range of days is one index
-- range scan and nothing is joined. Kept by the database, never written by the app: a BEFORE trigger on each new
-- event, the statement trigger of migration 0028 for an event whose match its statement added too (a BEFORE trigger
-- cannot see it), and a trigger on a change of the match's `created_at`.
ALTER TABLE "match_events" ADD COLUMN "match_created_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "match_open_stays" ADD COLUMN "match_created_at" timestamp with time zone;
--> statement-breakpoint
UPDATE match_events SET match_created_at = m.created_at FROM matches m WHERE m.id = match_events.match_id;
--> statement-breakpoint
UPDATE match_open_stays SET match_created_at = m.created_at FROM matches m WHERE m.id = match_open_stays.match_id;
--> statement-breakpoint
ALTER TABLE "match_open_stays" ALTER COLUMN "match_created_at" SET NOT NULL;
--> statement-breakpoint
CREATE FUNCTION match_event_match_created_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.match_created_at := (SELECT created_at FROM matches WHERE id = NEW.match_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER match_event_match_created_at BEFORE INSERT ON match_events FOR EACH ROW EXECUTE FUNCTION match_event_match_created_at();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION match_open_stays_refresh(match_ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM match_open_stays WHERE match_id = ANY (match_ids);
  INSERT INTO match_open_stays (match_id, status, since, match_created_at)
  SELECT e.match_id, e.to_status, e.created_at, m.created_at
  FROM match_events e JOIN matches m ON m.id = e.match_id
  WHERE e.match_id = ANY (match_ids) AND NOT m.archived AND e.stay_days IS NULL AND (e.from_status IS NULL OR e.from_status <> e.to_status);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION match_events_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The matches are locked first, in id order: two transactions adding events to one match take turns, and the
  -- second one's statements below see the first one's events once it has committed.
  PERFORM 1 FROM matches WHERE id IN (SELECT match_id FROM added) ORDER BY id FOR NO KEY UPDATE;
  -- Events whose match the same statement added (a data-modifying WITH): the BEFORE trigger could not see the match.
  UPDATE match_events SET match_created_at = m.created_at
  FROM matches m
  WHERE match_events.id IN (SELECT id FROM added WHERE match_created_at IS NULL) AND m.id = match_events.match_id;
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
  -- The latest event (the one without a stay length) now says where each of these matches is.
  PERFORM match_open_stays_refresh(ARRAY(SELECT DISTINCT match_id FROM added));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION match_created_at_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE match_events SET match_created_at = NEW.created_at WHERE match_id = NEW.id;
  UPDATE match_open_stays SET match_created_at = NEW.created_at WHERE match_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER match_created_at_changed AFTER UPDATE OF created_at ON matches FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at) EXECUTE FUNCTION match_created_at_changed();
--> statement-breakpoint
CREATE INDEX "match_events_ended_stays_by_match_day" ON "match_events" USING btree ("match_created_at","to_status","stay_days") WHERE "match_events"."stay_days" is not null and ("match_events"."from_status" is null or "match_events"."from_status" <> "match_events"."to_status");
--> statement-breakpoint
CREATE INDEX "match_open_stays_by_match_day" ON "match_open_stays" USING btree ("match_created_at","status","since");
--> statement-breakpoint
-- Diversity or-s the statuses each person's matches reached: with them beside the person in the index it reads no
-- match row. It replaces the index on the person alone, which it covers.
CREATE INDEX "matches_jobseeker_reached" ON "matches" USING btree ("jobseeker_id","reached");
--> statement-breakpoint
DROP INDEX "matches_jobseeker_id";
