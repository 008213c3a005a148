CREATE TABLE "virtual_consultancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"hashid" varchar(16) NOT NULL,
	"client_user_id" integer NOT NULL,
	"designer_user_id" integer NOT NULL,
	"space_quantity" smallint NOT NULL,
	"to_pay" integer NOT NULL,
	"to_pay_designer" integer NOT NULL,
	"to_pay_platform" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"is_approved" boolean,
	"approved_at" timestamp with time zone,
	"room_id" integer,
	"finished_at" timestamp with time zone,
	"professional_rating" smallint,
	"rating_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "virtual_consultancies_spaces_positive" CHECK ("virtual_consultancies"."space_quantity" > 0),
	CONSTRAINT "virtual_consultancies_split_adds_up" CHECK ("virtual_consultancies"."to_pay_designer" + "virtual_consultancies"."to_pay_platform" = "virtual_consultancies"."to_pay"),
	CONSTRAINT "virtual_consultancies_approved_after_paid" CHECK ("virtual_consultancies"."is_approved" is not true or ("virtual_consultancies"."paid_at" is not null and "virtual_consultancies"."room_id" is not null)),
	CONSTRAINT "virtual_consultancies_finished_after_approved" CHECK ("virtual_consultancies"."finished_at" is null or "virtual_consultancies"."is_approved" is true),
	CONSTRAINT "virtual_consultancies_rating_range" CHECK ("virtual_consultancies"."professional_rating" is null or "virtual_consultancies"."professional_rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "virtual_consultancy_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"consultancy_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"uploader_user_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_participants" ADD COLUMN "last_knock_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "virtual_consultancy_id" integer;--> statement-breakpoint
ALTER TABLE "virtual_consultancies" ADD CONSTRAINT "virtual_consultancies_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_consultancies" ADD CONSTRAINT "virtual_consultancies_designer_user_id_users_id_fk" FOREIGN KEY ("designer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_consultancies" ADD CONSTRAINT "virtual_consultancies_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_consultancy_files" ADD CONSTRAINT "virtual_consultancy_files_consultancy_id_virtual_consultancies_id_fk" FOREIGN KEY ("consultancy_id") REFERENCES "public"."virtual_consultancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_consultancy_files" ADD CONSTRAINT "virtual_consultancy_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_consultancy_files" ADD CONSTRAINT "virtual_consultancy_files_uploader_user_id_users_id_fk" FOREIGN KEY ("uploader_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_consultancies_hashid_key" ON "virtual_consultancies" USING btree ("hashid");--> statement-breakpoint
CREATE INDEX "virtual_consultancies_client_idx" ON "virtual_consultancies" USING btree ("client_user_id","created_at");--> statement-breakpoint
CREATE INDEX "virtual_consultancies_designer_idx" ON "virtual_consultancies" USING btree ("designer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "virtual_consultancy_files_consultancy_idx" ON "virtual_consultancy_files" USING btree ("consultancy_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_consultancy_files_file_key" ON "virtual_consultancy_files" USING btree ("file_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_virtual_consultancy_id_virtual_consultancies_id_fk" FOREIGN KEY ("virtual_consultancy_id") REFERENCES "public"."virtual_consultancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_virtual_consultancy_idx" ON "payments" USING btree ("virtual_consultancy_id");--> statement-breakpoint
ALTER TABLE "sales_consultancies" DROP COLUMN "last_knock_at";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pay_one_thing" CHECK (num_nonnulls("payments"."order_id", "payments"."virtual_consultancy_id") = 1);