CREATE TABLE "presential_consultancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"hashid" varchar(16) NOT NULL,
	"client_user_id" integer NOT NULL,
	"designer_user_id" integer NOT NULL,
	"address" varchar(200) NOT NULL,
	"city_name" varchar(120) NOT NULL,
	"preferred_dates" jsonb NOT NULL,
	"notes" varchar(500),
	"is_approved" boolean,
	"decided_at" timestamp with time zone,
	"designs_paid_at" timestamp with time zone,
	"deposit_applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presential_consultancies_decided" CHECK (("presential_consultancies"."is_approved" is null) = ("presential_consultancies"."decided_at" is null)),
	CONSTRAINT "presential_consultancies_deposit_after_designs" CHECK ("presential_consultancies"."deposit_applied_at" is null or "presential_consultancies"."designs_paid_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "presential_consultancy_designs" (
	"id" serial PRIMARY KEY NOT NULL,
	"presential_consultancy_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"uploader_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presential_consultancy_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"presential_consultancy_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" varchar(30) NOT NULL,
	"step_status_id" smallint DEFAULT 1 NOT NULL,
	"date" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presential_consultancy_steps_status_range" CHECK ("presential_consultancy_steps"."step_status_id" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "quote_supplier_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"supplier_user_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_pay_one_thing";--> statement-breakpoint
ALTER TABLE "quotes" DROP CONSTRAINT "quotes_belongs_to_one_thing";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "presential_consultancy_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "deposit_applied" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "presential_consultancy_id" integer;--> statement-breakpoint
ALTER TABLE "presential_consultancies" ADD CONSTRAINT "presential_consultancies_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presential_consultancies" ADD CONSTRAINT "presential_consultancies_designer_user_id_users_id_fk" FOREIGN KEY ("designer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presential_consultancy_designs" ADD CONSTRAINT "presential_consultancy_designs_presential_consultancy_id_presential_consultancies_id_fk" FOREIGN KEY ("presential_consultancy_id") REFERENCES "public"."presential_consultancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presential_consultancy_designs" ADD CONSTRAINT "presential_consultancy_designs_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presential_consultancy_designs" ADD CONSTRAINT "presential_consultancy_designs_uploader_user_id_users_id_fk" FOREIGN KEY ("uploader_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presential_consultancy_steps" ADD CONSTRAINT "presential_consultancy_steps_presential_consultancy_id_presential_consultancies_id_fk" FOREIGN KEY ("presential_consultancy_id") REFERENCES "public"."presential_consultancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_supplier_receipts" ADD CONSTRAINT "quote_supplier_receipts_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_supplier_receipts" ADD CONSTRAINT "quote_supplier_receipts_supplier_user_id_users_id_fk" FOREIGN KEY ("supplier_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_supplier_receipts" ADD CONSTRAINT "quote_supplier_receipts_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "presential_consultancies_hashid_key" ON "presential_consultancies" USING btree ("hashid");--> statement-breakpoint
CREATE INDEX "presential_consultancies_client_idx" ON "presential_consultancies" USING btree ("client_user_id","created_at");--> statement-breakpoint
CREATE INDEX "presential_consultancies_designer_idx" ON "presential_consultancies" USING btree ("designer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "presential_consultancy_designs_consultancy_idx" ON "presential_consultancy_designs" USING btree ("presential_consultancy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "presential_consultancy_designs_file_key" ON "presential_consultancy_designs" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "presential_consultancy_steps_position_key" ON "presential_consultancy_steps" USING btree ("presential_consultancy_id","position");--> statement-breakpoint
CREATE INDEX "quote_supplier_receipts_quote_idx" ON "quote_supplier_receipts" USING btree ("quote_id","supplier_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_supplier_receipts_file_key" ON "quote_supplier_receipts" USING btree ("file_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_presential_consultancy_id_presential_consultancies_id_fk" FOREIGN KEY ("presential_consultancy_id") REFERENCES "public"."presential_consultancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_presential_consultancy_id_presential_consultancies_id_fk" FOREIGN KEY ("presential_consultancy_id") REFERENCES "public"."presential_consultancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_presential_idx" ON "payments" USING btree ("presential_consultancy_id");--> statement-breakpoint
CREATE INDEX "quotes_presential_idx" ON "quotes" USING btree ("presential_consultancy_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pay_one_thing" CHECK (num_nonnulls("payments"."order_id", "payments"."virtual_consultancy_id", "payments"."remodeling_id", "payments"."presential_consultancy_id") = 1);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_belongs_to_one_thing" CHECK (num_nonnulls("quotes"."remodeling_id", "quotes"."presential_consultancy_id") = 1);