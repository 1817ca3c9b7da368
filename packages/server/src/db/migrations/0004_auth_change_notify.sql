-- Announce every change of sign-in state (a user, a college, a token) on the channel `finedu_auth`,
-- payload `<table>:<id>`: each server instance drops its cached sessions for it (src/lib/sessionCache.ts).
CREATE OR REPLACE FUNCTION finedu_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('finedu_auth', TG_TABLE_NAME || ':' || OLD.id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS users_auth_changed ON users;--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION finedu_auth_changed();--> statement-breakpoint
DROP TRIGGER IF EXISTS colleges_auth_changed ON colleges;--> statement-breakpoint
CREATE TRIGGER colleges_auth_changed AFTER UPDATE OR DELETE ON colleges FOR EACH ROW EXECUTE FUNCTION finedu_auth_changed();--> statement-breakpoint
DROP TRIGGER IF EXISTS api_tokens_auth_changed ON api_tokens;--> statement-breakpoint
CREATE TRIGGER api_tokens_auth_changed AFTER UPDATE OR DELETE ON api_tokens FOR EACH ROW EXECUTE FUNCTION finedu_auth_changed();
