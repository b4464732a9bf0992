-- 사업자등록번호 claims (issue 12, item 3; ADR 0022). One live profile per number: where several
-- live profiles claimed one number, the earliest keeps it and the others lose the claim (they can
-- enter it again, which asks them to contact 고객센터 because it is taken).
UPDATE "profiles" AS later SET "business_number" = NULL
WHERE later."deleted_at" IS NULL AND later."business_number" IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM "profiles" AS earlier
    WHERE earlier."deleted_at" IS NULL AND earlier."business_number" = later."business_number"
      AND earlier."id" < later."id"
  );--> statement-breakpoint
DROP INDEX "profiles_business_number_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "business_number_verified_at" timestamp with time zone;--> statement-breakpoint
-- Numbers the business-status table knows as 계속사업자 or 휴업자 count as checked, as the
-- sign-up check would have found them.
UPDATE "profiles" SET "business_number_verified_at" = "profiles"."created_at"
WHERE "business_number" IN (
  SELECT "business_number" FROM "business_statuses"
  WHERE "deleted_at" IS NULL AND "status_code" IN ('01', '02')
);--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_business_number_unique" ON "profiles" USING btree ("business_number") WHERE "profiles"."deleted_at" is null;
