-- The signed-in user as GET /v1/users/profile shows it is kept in each process's memory beside
-- the session record (modules/users/session-cache.ts). Every change to what it shows is
-- announced on the same session_changed channel, with the uuid of each user whose view changes,
-- when the changing transaction commits: names and contacts, the bank account, an adviser's
-- supplier and presence, a company's name, an avatar and a company logo (which an adviser's
-- view shows too).
CREATE FUNCTION "session_notify_users"(user_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changed', u.uuid::text) FROM users u WHERE u.id = ANY(user_ids);
END $$;--> statement-breakpoint
-- A supplier and the advisers it has: they all show its company's name and logo.
CREATE FUNCTION "session_notify_company"(supplier_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM session_notify_users(array_append(
    ARRAY(SELECT sp.user_id FROM salesperson_profiles sp WHERE sp.supplier_user_id = supplier_id),
    supplier_id));
END $$;--> statement-breakpoint
CREATE TRIGGER "users_profile_changed" AFTER UPDATE OF "first_name", "last_name", "email", "phone" ON "users"
  FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.email IS DISTINCT FROM NEW.email OR OLD.phone IS DISTINCT FROM NEW.phone)
  EXECUTE FUNCTION "session_notify_user"();--> statement-breakpoint
-- A row naming its user in `user_id` (a bank account, an adviser's profile) changed.
CREATE FUNCTION "session_notify_row_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM session_notify_users(ARRAY[OLD.user_id]);
  ELSE
    PERFORM session_notify_users(ARRAY[NEW.user_id]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bank_accounts_profile_changed" AFTER INSERT OR DELETE OR UPDATE OF "user_id" ON "bank_accounts"
  FOR EACH ROW EXECUTE FUNCTION "session_notify_row_user"();--> statement-breakpoint
CREATE TRIGGER "salesperson_profiles_profile_changed" AFTER INSERT OR DELETE OR UPDATE OF "supplier_user_id", "online_status" ON "salesperson_profiles"
  FOR EACH ROW EXECUTE FUNCTION "session_notify_row_user"();--> statement-breakpoint
CREATE FUNCTION "session_notify_supplier"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM session_notify_company(OLD.user_id);
  ELSE
    PERFORM session_notify_company(NEW.user_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "supplier_profiles_profile_changed" AFTER INSERT OR DELETE OR UPDATE OF "company_name" ON "supplier_profiles"
  FOR EACH ROW EXECUTE FUNCTION "session_notify_supplier"();--> statement-breakpoint
-- Document types 1 (avatar) and 17 (company logo), as packages/shared/src/lookups.ts numbers them.
CREATE FUNCTION "session_notify_picture"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  picture files;
BEGIN
  IF TG_OP = 'DELETE' THEN picture := OLD; ELSE picture := NEW; END IF;
  IF picture.document_type_id = 17 THEN
    PERFORM session_notify_company(picture.owner_user_id);
  ELSIF picture.document_type_id = 1 THEN
    PERFORM session_notify_users(ARRAY[picture.owner_user_id]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "files_profile_added" AFTER INSERT ON "files"
  FOR EACH ROW WHEN (NEW.document_type_id IN (1, 17)) EXECUTE FUNCTION "session_notify_picture"();--> statement-breakpoint
CREATE TRIGGER "files_profile_removed" AFTER DELETE ON "files"
  FOR EACH ROW WHEN (OLD.document_type_id IN (1, 17)) EXECUTE FUNCTION "session_notify_picture"();
