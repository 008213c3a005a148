CREATE SEQUENCE "public"."pqrs_filing_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "pqrs" (
	"id" serial PRIMARY KEY NOT NULL,
	"hashid" varchar(16) NOT NULL,
	"filing_number" varchar(24) NOT NULL,
	"client_user_id" integer NOT NULL,
	"type" varchar(12) NOT NULL,
	"subject" varchar(150) NOT NULL,
	"text" text NOT NULL,
	"order_id" integer,
	"attachment_file_id" integer,
	"state" varchar(12) DEFAULT 'radicada' NOT NULL,
	"filed_at" timestamp with time zone NOT NULL,
	"due_on" date NOT NULL,
	"in_progress_at" timestamp with time zone,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by_user_id" integer,
	CONSTRAINT "pqrs_type_known" CHECK ("pqrs"."type" in ('peticion', 'queja', 'reclamo', 'sugerencia')),
	CONSTRAINT "pqrs_state_known" CHECK ("pqrs"."state" in ('radicada', 'en_tramite', 'respondida')),
	CONSTRAINT "pqrs_answered" CHECK (("pqrs"."state" = 'respondida') = ("pqrs"."answer" is not null and "pqrs"."answered_at" is not null)),
	CONSTRAINT "pqrs_taken_up" CHECK ("pqrs"."state" = 'radicada' or "pqrs"."in_progress_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "pqrs" ADD CONSTRAINT "pqrs_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pqrs" ADD CONSTRAINT "pqrs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pqrs" ADD CONSTRAINT "pqrs_attachment_file_id_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pqrs" ADD CONSTRAINT "pqrs_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pqrs_hashid_key" ON "pqrs" USING btree ("hashid");--> statement-breakpoint
CREATE UNIQUE INDEX "pqrs_filing_number_key" ON "pqrs" USING btree ("filing_number");--> statement-breakpoint
CREATE INDEX "pqrs_client_idx" ON "pqrs" USING btree ("client_user_id","filed_at");--> statement-breakpoint
CREATE INDEX "pqrs_state_idx" ON "pqrs" USING btree ("state","filed_at");