-- 사업자등록번호 claims (issue 12, item 3; ADR 0022).
ALTER TABLE "profiles" ADD COLUMN "business_number_verified_at" timestamp with time zone;--> statement-breakpoint
-- Numbers the business-status table knows as 계속사업자 or 휴업자 count as checked, as the sign-up
-- check would have found them, but only where one live profile holds the number: a contested
-- number is confirmed for nobody until 고객센터 settles it.
UPDATE "profiles" SET "business_number_verified_at" = "profiles"."created_at"
WHERE "deleted_at" IS NULL
  AND "business_number" IN (
    SELECT "business_number" FROM "business_statuses"
    WHERE "deleted_at" IS NULL AND "status_code" IN ('01', '02')
  )
  AND "business_number" IN (
    SELECT "business_number" FROM "profiles"
    WHERE "deleted_at" IS NULL AND "business_number" IS NOT NULL
    GROUP BY "business_number" HAVING count(*) = 1
  );--> statement-breakpoint
-- One live profile per number: where several live profiles held one, the earliest profile keeps it
-- (unconfirmed, above) and the others lose the claim (entering it again points them to 고객센터).
UPDATE "profiles" AS later SET "business_number" = NULL
WHERE later."deleted_at" IS NULL AND later."business_number" IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM "profiles" AS earlier
    WHERE earlier."deleted_at" IS NULL AND earlier."business_number" = later."business_number"
      AND earlier."id" < later."id"
  );--> statement-breakpoint
DROP INDEX "profiles_business_number_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_business_number_unique" ON "profiles" USING btree ("business_number") WHERE "profiles"."deleted_at" is null;
