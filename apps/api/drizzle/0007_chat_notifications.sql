CREATE TABLE "chat_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"sender_user_id" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_notifications" ADD CONSTRAINT "chat_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_notifications" ADD CONSTRAINT "chat_notifications_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_notifications" ADD CONSTRAINT "chat_notifications_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_notifications_user_read_idx" ON "chat_notifications" USING btree ("user_id","is_read","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_topic_key" ON "chat_rooms" USING btree ("topic_type","topic_hashid");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_consultancies_open_key" ON "sales_consultancies" USING btree ("client_user_id","salesperson_user_id","product_id") WHERE "sales_consultancies"."finished_at" is null;