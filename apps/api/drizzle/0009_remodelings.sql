CREATE TABLE "billing_receipts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_quotes" (
	"payment_id" integer NOT NULL,
	"quote_id" integer NOT NULL,
	CONSTRAINT "payment_quotes_payment_id_quote_id_pk" PRIMARY KEY("payment_id","quote_id")
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"supplier_user_id" integer NOT NULL,
	"product_name" varchar(120) NOT NULL,
	"complementary" boolean DEFAULT false NOT NULL,
	"m2" numeric(10, 2),
	"units" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"shipping_cost" integer NOT NULL,
	"installation_price" integer NOT NULL,
	"comission_percentage" smallint NOT NULL,
	"subtotal" integer NOT NULL,
	CONSTRAINT "quote_lines_units_positive" CHECK ("quote_lines"."units" > 0)
);
--> statement-breakpoint
CREATE TABLE "quote_trackings" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"supplier_user_id" integer NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"remodeling_id" integer,
	"designer_user_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"file_id" integer NOT NULL,
	"subtotal" integer NOT NULL,
	"iva" integer NOT NULL,
	"to_pay" integer NOT NULL,
	"to_pay_designer" integer NOT NULL,
	"to_pay_supplier" integer NOT NULL,
	"to_pay_lsh" integer NOT NULL,
	"to_pay_platform" integer NOT NULL,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"reserved_until" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_belongs_to_one_thing" CHECK (num_nonnulls("quotes"."remodeling_id") = 1),
	CONSTRAINT "quotes_split_adds_up" CHECK ("quotes"."to_pay_designer" + "quotes"."to_pay_supplier" + "quotes"."to_pay_lsh" + "quotes"."to_pay_platform" = "quotes"."to_pay"),
	CONSTRAINT "quotes_paid_after_approved" CHECK ("quotes"."paid_at" is null or "quotes"."approved_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "remodeling_designs" (
	"id" serial PRIMARY KEY NOT NULL,
	"remodeling_id" integer NOT NULL,
	"remodeling_file_id" integer NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remodeling_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"remodeling_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"uploader_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remodeling_installers" (
	"id" serial PRIMARY KEY NOT NULL,
	"remodeling_id" integer NOT NULL,
	"full_name" varchar(120) NOT NULL,
	"cedula" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remodeling_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"remodeling_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" varchar(30) NOT NULL,
	"step_status_id" smallint DEFAULT 1 NOT NULL,
	"date" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remodeling_steps_status_range" CHECK ("remodeling_steps"."step_status_id" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_pay_one_thing";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "remodeling_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider" varchar(10) DEFAULT 'wompi' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt" jsonb;--> statement-breakpoint
ALTER TABLE "remodelings" ADD COLUMN "space_quantity" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "remodelings" ADD COLUMN "installers_rating" smallint;--> statement-breakpoint
ALTER TABLE "remodelings" ADD COLUMN "comments" text;--> statement-breakpoint
ALTER TABLE "remodelings" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_receipts" ADD CONSTRAINT "billing_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_quotes" ADD CONSTRAINT "payment_quotes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_quotes" ADD CONSTRAINT "payment_quotes_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_supplier_user_id_users_id_fk" FOREIGN KEY ("supplier_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_trackings" ADD CONSTRAINT "quote_trackings_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_trackings" ADD CONSTRAINT "quote_trackings_supplier_user_id_users_id_fk" FOREIGN KEY ("supplier_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_remodeling_id_remodelings_id_fk" FOREIGN KEY ("remodeling_id") REFERENCES "public"."remodelings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_designer_user_id_users_id_fk" FOREIGN KEY ("designer_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remodeling_designs" ADD CONSTRAINT "remodeling_designs_remodeling_id_remodelings_id_fk" FOREIGN KEY ("remodeling_id") REFERENCES "public"."remodelings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remodeling_designs" ADD CONSTRAINT "remodeling_designs_remodeling_file_id_remodeling_files_id_fk" FOREIGN KEY ("remodeling_file_id") REFERENCES "public"."remodeling_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remodeling_files" ADD CONSTRAINT "remodeling_files_remodeling_id_remodelings_id_fk" FOREIGN KEY ("remodeling_id") REFERENCES "public"."remodelings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remodeling_files" ADD CONSTRAINT "remodeling_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remodeling_files" ADD CONSTRAINT "remodeling_files_uploader_user_id_users_id_fk" FOREIGN KEY ("uploader_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remodeling_installers" ADD CONSTRAINT "remodeling_installers_remodeling_id_remodelings_id_fk" FOREIGN KEY ("remodeling_id") REFERENCES "public"."remodelings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remodeling_steps" ADD CONSTRAINT "remodeling_steps_remodeling_id_remodelings_id_fk" FOREIGN KEY ("remodeling_id") REFERENCES "public"."remodelings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_quotes_quote_idx" ON "payment_quotes" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quote_lines_quote_idx" ON "quote_lines" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quote_lines_supplier_idx" ON "quote_lines" USING btree ("supplier_user_id");--> statement-breakpoint
CREATE INDEX "quote_trackings_quote_idx" ON "quote_trackings" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quotes_remodeling_idx" ON "quotes" USING btree ("remodeling_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_reserved_idx" ON "quotes" USING btree ("reserved_until") WHERE "quotes"."paid_at" is null and "quotes"."released_at" is null;--> statement-breakpoint
CREATE INDEX "remodeling_designs_remodeling_idx" ON "remodeling_designs" USING btree ("remodeling_id");--> statement-breakpoint
CREATE UNIQUE INDEX "remodeling_designs_file_key" ON "remodeling_designs" USING btree ("remodeling_file_id");--> statement-breakpoint
CREATE INDEX "remodeling_files_remodeling_idx" ON "remodeling_files" USING btree ("remodeling_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "remodeling_files_file_key" ON "remodeling_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "remodeling_installers_remodeling_idx" ON "remodeling_installers" USING btree ("remodeling_id");--> statement-breakpoint
CREATE UNIQUE INDEX "remodeling_steps_position_key" ON "remodeling_steps" USING btree ("remodeling_id","position");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_remodeling_id_remodelings_id_fk" FOREIGN KEY ("remodeling_id") REFERENCES "public"."remodelings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_remodeling_idx" ON "payments" USING btree ("remodeling_id");--> statement-breakpoint
CREATE INDEX "remodelings_designer_idx" ON "remodelings" USING btree ("designer_user_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pay_one_thing" CHECK (num_nonnulls("payments"."order_id", "payments"."virtual_consultancy_id", "payments"."remodeling_id") = 1);--> statement-breakpoint
ALTER TABLE "remodelings" ADD CONSTRAINT "remodelings_ratings_range" CHECK (("remodelings"."designer_rating" is null or "remodelings"."designer_rating" between 1 and 5) and ("remodelings"."installers_rating" is null or "remodelings"."installers_rating" between 1 and 5));--> statement-breakpoint
ALTER TABLE "remodelings" ADD CONSTRAINT "remodelings_paid_after_finished" CHECK ("remodelings"."paid_at" is null or "remodelings"."finished_at" is not null);