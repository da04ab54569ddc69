-- Announces a change to what the session check reads (a session revoked, a user deactivated or given another
-- role or policy, a policy edited) on the channel rayyan_sessions, so every server process forgets the sessions
-- it has cached (apps/server/src/modules/auth/session-cache.ts). Sent at commit; not sent on rollback.
CREATE FUNCTION "rayyan_announce_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rayyan_sessions', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_session_change" AFTER UPDATE OR DELETE OR TRUNCATE ON "refresh_tokens" FOR EACH STATEMENT EXECUTE FUNCTION "rayyan_announce_session_change"();
--> statement-breakpoint
CREATE TRIGGER "users_session_change" AFTER UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "rayyan_announce_session_change"();
--> statement-breakpoint
CREATE TRIGGER "policies_session_change" AFTER UPDATE OR DELETE OR TRUNCATE ON "policies" FOR EACH STATEMENT EXECUTE FUNCTION "rayyan_announce_session_change"();
