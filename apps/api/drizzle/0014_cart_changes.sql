-- A buyer's cart lines are kept in each process's memory beside their session
-- (modules/users/session-cache.ts). Every change to them is announced on the session_changed
-- channel, with the buyer's uuid, when the changing transaction commits: a sync, a purchase
-- taking its products out, a product deleted with its lines. One notification per statement,
-- and PostgreSQL sends a transaction's identical notifications once.
CREATE FUNCTION "session_notify_cart"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM session_notify_users(ARRAY(SELECT DISTINCT user_id FROM changed_lines));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "cart_items_added" AFTER INSERT ON "cart_items"
  REFERENCING NEW TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION "session_notify_cart"();--> statement-breakpoint
CREATE TRIGGER "cart_items_updated" AFTER UPDATE ON "cart_items"
  REFERENCING NEW TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION "session_notify_cart"();--> statement-breakpoint
CREATE TRIGGER "cart_items_removed" AFTER DELETE ON "cart_items"
  REFERENCING OLD TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION "session_notify_cart"();
