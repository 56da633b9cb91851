-- Time in status (docs/reports.md) counts a live match's current stay up to now. Which stays are current is kept in
-- match_open_stays, so the report reads them (about one per live match) without joining every latest event to its
-- match to ask whether it is archived: a match's row is its latest event when that event moved it (an archiving
-- event keeps the status and starts no stay), while the match is not archived. Called by match_events_added for
-- the matches given events, and by match_archived_changed.
CREATE OR REPLACE FUNCTION match_open_stays_refresh(match_ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM match_open_stays WHERE match_id = ANY (match_ids);
  INSERT INTO match_open_stays (match_id, status, since, match_created_at)
  SELECT e.match_id, e.to_status, e.created_at, m.created_at
  FROM match_events e JOIN matches m ON m.id = e.match_id
  WHERE e.match_id = ANY (match_ids) AND NOT m.archived AND e.stay_days IS NULL AND (e.from_status IS NULL OR e.from_status <> e.to_status);
$$;
