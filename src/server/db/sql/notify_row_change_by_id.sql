-- Row changes of tables keyed by their own id (users, employers) announced on the `row_changes` channel as
-- `<table>:<id>`, so every server process drops what it kept in memory of the row (docs/read-cache.md,
-- src/server/db/row-change-tables.ts). A server's own connections (`row_changes.delivery = 'notice'`) also get
-- each change at once as a notice, code RC002, with no lock; the NOTIFY still tells the other processes at commit.
-- One function per key column: reading NEW.<column> directly costs a fifth less per write than a generic
-- function reading the column named by a trigger argument through to_jsonb(NEW).
CREATE OR REPLACE FUNCTION notify_row_change_by_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('row_changes.delivery', true) = 'notice' THEN
    IF TG_OP <> 'DELETE' THEN RAISE NOTICE USING MESSAGE = TG_TABLE_NAME || ':' || NEW.id, ERRCODE = 'RC002'; END IF;
    IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.id IS DISTINCT FROM NEW.id) THEN
      RAISE NOTICE USING MESSAGE = TG_TABLE_NAME || ':' || OLD.id, ERRCODE = 'RC002';
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('row_changes', TG_TABLE_NAME || ':' || NEW.id); END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.id IS DISTINCT FROM NEW.id) THEN
    PERFORM pg_notify('row_changes', TG_TABLE_NAME || ':' || OLD.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER users_row_changes AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_row_change_by_id();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER employers_row_changes AFTER INSERT OR UPDATE OR DELETE ON employers FOR EACH ROW EXECUTE FUNCTION notify_row_change_by_id();
