-- What the session guards read of a user (http/auth.ts: token version, role, approval, the row
-- itself) is kept in each process's memory; every change to it is announced on the
-- session_changed channel with the user's uuid, delivered when the changing transaction commits,
-- so every process drops its copy, whichever code (or person) made the change.
CREATE FUNCTION "session_notify_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changed', OLD.uuid::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_session_changed" AFTER UPDATE OF "token_version", "role_id", "is_approved", "uuid" ON "users"
  FOR EACH ROW
  WHEN (OLD.token_version IS DISTINCT FROM NEW.token_version OR OLD.role_id IS DISTINCT FROM NEW.role_id OR OLD.is_approved IS DISTINCT FROM NEW.is_approved OR OLD.uuid IS DISTINCT FROM NEW.uuid)
  EXECUTE FUNCTION "session_notify_user"();--> statement-breakpoint
CREATE TRIGGER "users_session_ended" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "session_notify_user"();
