ALTER TABLE "portfolios" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Portfolios saved before titles existed are named after their construction type.
UPDATE "portfolios" SET "title" = coalesce(nullif("construction_type", ''), '시공 사례') WHERE "title" = '';
