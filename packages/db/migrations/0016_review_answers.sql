ALTER TABLE "reviews" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_answer_check" CHECK (("reviews"."answer" is null) = ("reviews"."answered_at" is null));