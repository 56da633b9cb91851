-- How a server tells the other processes of the answers and notifications its own transactions changed, after
-- they committed (src/server/db/own-row-changes.ts): a transaction of its own that writes nothing durable, so it
-- need not wait for the disk while it holds the lock every notifying commit takes.
CREATE OR REPLACE FUNCTION announce_row_changes(topics text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  PERFORM pg_notify('row_changes', topic) FROM unnest(topics) AS topic;
END $$;
