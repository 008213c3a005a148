-- A buyer's cart lines are kept in each process's memory beside their session
-- (modules/users/session-cache.ts). Every change to them is announced on the session_changed
-- channel as 'cart:<uuid>' when the changing transaction commits: a sync, a paid order taking its
-- products out, a product's cascade. The prefix drops the cart alone, not the session record the
-- buyer's next call needs. One notification per statement, and PostgreSQL sends a transaction's
-- identical notifications once.
CREATE FUNCTION "session_notify_cart"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changed', 'cart:' || u.uuid::text)
    FROM users u WHERE u.id IN (SELECT user_id FROM changed_lines);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "cart_items_added" AFTER INSERT ON "cart_items"
  REFERENCING NEW TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION "session_notify_cart"();--> statement-breakpoint
CREATE TRIGGER "cart_items_updated" AFTER UPDATE ON "cart_items"
  REFERENCING NEW TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION "session_notify_cart"();--> statement-breakpoint
CREATE TRIGGER "cart_items_removed" AFTER DELETE ON "cart_items"
  REFERENCING OLD TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION "session_notify_cart"();
