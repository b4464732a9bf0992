-- btree_gin: GIN operator classes for plain columns (text), so one GIN index holds the region and
-- the trade ids together. A contrib module every managed PostgreSQL offers; PGlite loads it too.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "profiles_list_region_category_ids_idx" ON "profiles" USING gin ("si","sigungu","category_ids") WHERE ("profiles"."deleted_at" is null and "profiles"."is_view" and "profiles"."type" <> 'CONSUMER');