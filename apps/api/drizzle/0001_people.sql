CREATE TABLE "inbox_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_user_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"text" text NOT NULL,
	"attachment_file_id" integer,
	"recipients" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"street_address" varchar(200) NOT NULL,
	"city_code" varchar(5) NOT NULL,
	"city_name" varchar(120) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD COLUMN "wompi_public_key" varchar(120);--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD COLUMN "envia_key" varchar(200);--> statement-breakpoint
ALTER TABLE "inbox_deliveries" ADD CONSTRAINT "inbox_deliveries_message_id_inbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."inbox_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_deliveries" ADD CONSTRAINT "inbox_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_attachment_file_id_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_deliveries_message_user_key" ON "inbox_deliveries" USING btree ("message_id","user_id");--> statement-breakpoint
CREATE INDEX "inbox_deliveries_user_idx" ON "inbox_deliveries" USING btree ("user_id","message_id");--> statement-breakpoint
CREATE INDEX "addresses_user_kind_idx" ON "addresses" USING btree ("user_id","kind");