CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_user_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"is_approved" boolean,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_user_id_users_id_fk" FOREIGN KEY ("supplier_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_supplier_idx" ON "products" USING btree ("supplier_user_id");