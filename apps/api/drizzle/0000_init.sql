CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"document_type_id" smallint NOT NULL,
	"storage_key" varchar(120) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"is_private" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" varchar(10) NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body_text" text NOT NULL,
	"body_html" text,
	"template" jsonb,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"transport" varchar(20),
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remodelings" (
	"id" serial PRIMARY KEY NOT NULL,
	"hashid" varchar(16) NOT NULL,
	"client_user_id" integer NOT NULL,
	"designer_user_id" integer,
	"city_name" varchar(120),
	"address" varchar(200),
	"designer_rating" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"bank_name" varchar(40) NOT NULL,
	"account_number" varchar(30) NOT NULL,
	"is_savings_account" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "designer_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"profession_id" smallint,
	"bio" text,
	"university_name" varchar(200),
	"graduation_year" smallint,
	"instagram" varchar(100),
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salesperson_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"supplier_user_id" integer NOT NULL,
	"professional_profile" varchar(120),
	"instagram" varchar(60),
	"video_presentation_url" text,
	"online_status" varchar(10) DEFAULT 'offline' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_name" varchar(120) NOT NULL,
	"nit" varchar(9) NOT NULL,
	"company_phone" varchar(10) NOT NULL,
	"company_email" varchar(254) NOT NULL,
	"company_description" text,
	"legal_rep_first_name" varchar(100),
	"legal_rep_last_name" varchar(100),
	"legal_rep_phone" varchar(10),
	"legal_rep_cedula" varchar(10),
	"contact_first_name" varchar(100),
	"contact_last_name" varchar(100),
	"contact_email" varchar(254),
	"contact_phone" varchar(10),
	"is_taxable" boolean DEFAULT false NOT NULL,
	"company_primary_color" varchar(9),
	"company_secondary_color" varchar(9),
	"company_font_type" varchar(80) DEFAULT 'Open Sans' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"role_id" smallint NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(10) NOT NULL,
	"cedula" varchar(10),
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"password_hash" text NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"referred_from_id" smallint,
	"city_code" varchar(5),
	"city_name" varchar(120),
	"street_address" varchar(200),
	"is_approved" boolean,
	"is_public" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remodelings" ADD CONSTRAINT "remodelings_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remodelings" ADD CONSTRAINT "remodelings_designer_user_id_users_id_fk" FOREIGN KEY ("designer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designer_profiles" ADD CONSTRAINT "designer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesperson_profiles" ADD CONSTRAINT "salesperson_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesperson_profiles" ADD CONSTRAINT "salesperson_profiles_supplier_user_id_users_id_fk" FOREIGN KEY ("supplier_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD CONSTRAINT "supplier_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "files_storage_key_key" ON "files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "files_owner_type_idx" ON "files" USING btree ("owner_user_id","document_type_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("next_attempt_at") WHERE "outbox_messages"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "remodelings_hashid_key" ON "remodelings" USING btree ("hashid");--> statement-breakpoint
CREATE INDEX "remodelings_client_idx" ON "remodelings" USING btree ("client_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_key" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_profiles_company_name_key" ON "supplier_profiles" USING btree (lower("company_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_uuid_key" ON "users" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_cedula_key" ON "users" USING btree ("cedula") WHERE "users"."cedula" is not null;--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role_id","created_at");