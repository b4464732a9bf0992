ALTER TYPE "public"."announcement_state" ADD VALUE 'COMPLETED' BEFORE 'CLOSED';--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "chosen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "completion_confirmed_at" timestamp with time zone;--> statement-breakpoint
-- ADR 0027: a chosen request counts as 완료 a set time after the selection, so the selection time
-- must be on the row. Requests chosen before this migration take it from their selected estimate,
-- or, failing that, from the row's last change (the selection was its last write).
UPDATE "announcements" AS a
SET "chosen_at" = coalesce(
  (SELECT max(ap."selected_at") FROM "announcement_applies" AS ap
   WHERE ap."announcement_id" = a."id" AND ap."state" = 'SELECTED'),
  a."updated_at"
)
WHERE a."state" = 'CHOSEN' AND a."chosen_at" IS NULL;
