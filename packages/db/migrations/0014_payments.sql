ALTER TABLE "point_withdrawals" ADD COLUMN "fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_points" ADD COLUMN "free_point" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "point" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "free_point" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approval_started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_unsettled_approval_idx" ON "orders" USING btree ("approval_started_at") WHERE "orders"."state" = 'READY' and "orders"."approval_started_at" is not null;--> statement-breakpoint
-- Orders made before keep what their item offers now (nothing could be bought before issue 14:
-- these are demo orders).
UPDATE "orders" AS o SET "point" = i."point", "free_point" = i."free_point"
FROM "items" AS i WHERE i."id" = o."item_id";--> statement-breakpoint
-- Issue 14: free (given) points are spent first and never refunded, so the wallet keeps their part
-- of the balance. Existing wallets take it from their ledger: points given less points spent (spending
-- takes from the given part first), never more than the balance.
UPDATE "user_points" AS w
SET "free_point" = least(w."now_point", greatest(0, coalesce((
  SELECT sum(CASE WHEN h."type" = 'FREE' THEN h."point" WHEN h."type" = 'USE' THEN h."point" ELSE 0 END)
  FROM "point_histories" AS h
  WHERE h."user_id" = w."user_id" AND h."deleted_at" IS NULL
), 0)));--> statement-breakpoint
ALTER TABLE "point_withdrawals" ADD CONSTRAINT "point_withdrawals_fee_check" CHECK ("point_withdrawals"."fee" >= 0 and "point_withdrawals"."fee" < "point_withdrawals"."point");--> statement-breakpoint
ALTER TABLE "user_points" ADD CONSTRAINT "user_points_free_point_check" CHECK ("user_points"."free_point" >= 0 and "user_points"."free_point" <= "user_points"."now_point");