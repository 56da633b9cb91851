CREATE TABLE "match_open_stays" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"since" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_open_stays" ADD CONSTRAINT "match_open_stays_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_open_stays_status_since" ON "match_open_stays" USING btree ("status","since");--> statement-breakpoint
-- Time in status (docs/reports.md) counts a live match's current stay up to now. Which stays are current is kept
-- here, so the report reads them (about one per live match) without joining every latest event to its match to ask
-- whether it is archived: a match's row is its latest event when that event moved it (an archiving event keeps the
-- status and starts no stay), while the match is not archived. The match_events insert trigger of migration 0028
-- rewrites the rows of the matches it was given; a change of `archived` rewrites the match's row.
CREATE FUNCTION match_open_stays_refresh(match_ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM match_open_stays WHERE match_id = ANY (match_ids);
  INSERT INTO match_open_stays (match_id, status, since)
  SELECT e.match_id, e.to_status, e.created_at
  FROM match_events e JOIN matches m ON m.id = e.match_id
  WHERE e.match_id = ANY (match_ids) AND NOT m.archived AND e.stay_days IS NULL AND (e.from_status IS NULL OR e.from_status <> e.to_status);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION match_events_added() RETURNS trigger LANGUAGE plpgsql AS $$
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
  -- The latest event (the one without a stay length) now says where each of these matches is.
  PERFORM match_open_stays_refresh(ARRAY(SELECT DISTINCT match_id FROM added));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION match_archived_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM match_open_stays_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER match_archived_changed AFTER UPDATE OF archived ON matches FOR EACH ROW WHEN (OLD.archived IS DISTINCT FROM NEW.archived) EXECUTE FUNCTION match_archived_changed();
--> statement-breakpoint
INSERT INTO match_open_stays (match_id, status, since)
SELECT e.match_id, e.to_status, e.created_at
FROM match_events e JOIN matches m ON m.id = e.match_id
WHERE NOT m.archived AND e.stay_days IS NULL AND (e.from_status IS NULL OR e.from_status <> e.to_status);
