-- What the staff reports (docs/reports.md) read from the events, kept in the transaction that adds them, whoever
-- adds them (a status change, a new match, the demo data, a test), so the reports need not go through every event
-- of every match: on each match the statuses it ever reached, one bit each (match_status_bit); on each event how
-- many days the match stayed in its status (until its next event) and its match's `created_at`; and each live
-- match's current stay in match_open_stays (match_open_stays_refresh).
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
CREATE OR REPLACE TRIGGER match_events_added AFTER INSERT ON match_events REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION match_events_added();
