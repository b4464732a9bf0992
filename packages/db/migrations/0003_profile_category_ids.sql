ALTER TABLE "profiles" ADD COLUMN "category_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_list_category_ids_idx" ON "profiles" USING gin ("category_ids") WHERE ("profiles"."deleted_at" is null and "profiles"."is_view" and "profiles"."type" <> 'CONSUMER');--> statement-breakpoint
-- Backfill (the same statement as syncProfileCategoryIds in src/profile-category-ids.ts).
UPDATE "profiles" SET "category_ids" = coalesce((
  select array_agg(distinct ancestor.id order by ancestor.id)
  from "profile_categories"
  join "categories" on "categories"."id" = "profile_categories"."category_id"
  left join "categories" as parent_category on parent_category.id = "categories"."parent_id"
  cross join lateral (
    values ("categories"."id"), ("categories"."parent_id"), (parent_category.parent_id)
  ) as ancestor(id)
  where "profile_categories"."profile_id" = "profiles"."id" and ancestor.id is not null
), '{}'::bigint[]);
