CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_user_id" integer NOT NULL,
	"name" varchar(25) NOT NULL,
	"product_type_id" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_ambient_images" (
	"product_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "product_ambient_images_product_id_file_id_pk" PRIMARY KEY("product_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "store_navbar_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_user_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"url" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_social_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_user_id" integer NOT NULL,
	"social_media_type_id" smallint NOT NULL,
	"url" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category_id" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "category_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "code" varchar(30);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reference" varchar(50);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "brand_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "material" varchar(25);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "color_id" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_sale_unit" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "units_per_package" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "taxed_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "size" varchar(3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "storage_address_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "comission_percentage" smallint DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "delivery_time" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "light_type_id" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lamp_type_id" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin_id" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "product_content" varchar(200);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "units_available" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "warranty" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_warranty_in_months" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "brand_that_complements_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit_of_measure_id" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "yield_m2" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "length" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "width" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "depth" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "height" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "diameter" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "thickness" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "packing_presentation_id" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "package_length" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "package_width" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "package_height" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "package_weight" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "principal_image_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "technical_sheet_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "installation_price" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_seasonal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_supplier_user_id_users_id_fk" FOREIGN KEY ("supplier_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ambient_images" ADD CONSTRAINT "product_ambient_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ambient_images" ADD CONSTRAINT "product_ambient_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_navbar_links" ADD CONSTRAINT "store_navbar_links_supplier_user_id_users_id_fk" FOREIGN KEY ("supplier_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_social_links" ADD CONSTRAINT "store_social_links_supplier_user_id_users_id_fk" FOREIGN KEY ("supplier_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_supplier_name_type_key" ON "brands" USING btree ("supplier_user_id",lower("name"),"product_type_id");--> statement-breakpoint
CREATE INDEX "favorites_user_created_idx" ON "favorites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "store_navbar_links_supplier_idx" ON "store_navbar_links" USING btree ("supplier_user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_social_links_supplier_type_key" ON "store_social_links" USING btree ("supplier_user_id","social_media_type_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_storage_address_id_addresses_id_fk" FOREIGN KEY ("storage_address_id") REFERENCES "public"."addresses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_that_complements_id_brands_id_fk" FOREIGN KEY ("brand_that_complements_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_principal_image_id_files_id_fk" FOREIGN KEY ("principal_image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_technical_sheet_id_files_id_fk" FOREIGN KEY ("technical_sheet_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_review_idx" ON "products" USING btree ("is_approved","created_at");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_complemented_brand_idx" ON "products" USING btree ("brand_that_complements_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_profiles_company_name_slug_key" ON "supplier_profiles" USING btree (lower(regexp_replace(btrim("company_name"), '[[:space:]]+', '-', 'g')));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_units_available_not_negative" CHECK ("products"."units_available" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_not_negative" CHECK ("products"."price" >= 0);--> statement-breakpoint
-- The storefront keeps an index of the public catalogue in memory (decision 011). Every change that
-- can alter it is announced on the channel 'catalogue_changed' when its transaction commits:
-- 'p:<ids>' for products, 's:<id>' for a supplier, 'b:<id>' for a brand, '*' for a bulk change.
CREATE FUNCTION "catalogue_notify_products"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_ids text;
  changed_count integer;
BEGIN
  SELECT count(*), string_agg(id::text, ',') INTO changed_count, changed_ids
    FROM (SELECT id FROM changed_rows LIMIT 201) AS limited;
  IF changed_count > 200 THEN
    PERFORM pg_notify('catalogue_changed', '*');
  ELSIF changed_count > 0 THEN
    PERFORM pg_notify('catalogue_changed', 'p:' || changed_ids);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_inserted_catalogue" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_products"();--> statement-breakpoint
CREATE TRIGGER "products_updated_catalogue" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_products"();--> statement-breakpoint
CREATE TRIGGER "products_deleted_catalogue" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_notify_products"();--> statement-breakpoint
CREATE FUNCTION "catalogue_notify_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV: the payload's prefix and the column holding the id it names.
  PERFORM pg_notify('catalogue_changed', TG_ARGV[0] || ':' || (to_jsonb(NEW) ->> TG_ARGV[1]));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_supplier_catalogue" AFTER UPDATE OF "is_public", "is_approved" ON "users"
  FOR EACH ROW WHEN (NEW.role_id = 3) EXECUTE FUNCTION "catalogue_notify_row"('s', 'id');--> statement-breakpoint
CREATE TRIGGER "supplier_profiles_catalogue" AFTER UPDATE OF "company_name" ON "supplier_profiles"
  FOR EACH ROW EXECUTE FUNCTION "catalogue_notify_row"('s', 'user_id');--> statement-breakpoint
CREATE TRIGGER "brands_catalogue" AFTER UPDATE OF "name" ON "brands"
  FOR EACH ROW EXECUTE FUNCTION "catalogue_notify_row"('b', 'id');
