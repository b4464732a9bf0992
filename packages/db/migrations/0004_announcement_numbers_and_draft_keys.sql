CREATE SEQUENCE "public"."announcement_number_seq" INCREMENT BY 1 MINVALUE 30000001 MAXVALUE 99999999 START WITH 30000001 CACHE 1;--> statement-breakpoint
ALTER TABLE "announcement_temps" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "announcement_temps" ADD COLUMN "is_re_created" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "announcement_temps" ADD COLUMN "re_created_from_id" bigint;--> statement-breakpoint
ALTER TABLE "announcement_temps" ADD CONSTRAINT "announcement_temps_re_created_from_id_announcements_id_fk" FOREIGN KEY ("re_created_from_id") REFERENCES "public"."announcements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "announcement_temps_user_client_key_unique" ON "announcement_temps" USING btree ("user_id","client_key") WHERE "announcement_temps"."client_key" is not null;