CREATE TABLE "profile_listed_categories" (
	"category_id" bigint NOT NULL,
	"si" text,
	"profile_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "profile_listed_categories_category_si_idx" ON "profile_listed_categories" USING btree ("category_id","si","profile_id");--> statement-breakpoint
CREATE INDEX "profile_listed_categories_profile_id_idx" ON "profile_listed_categories" USING btree ("profile_id");--> statement-breakpoint
-- Kept by a trigger in the same statement as the profile's change, so a count from this table is
-- exact at every moment (ADR 0025). Only a change of what decides the rows fires it.
CREATE FUNCTION "profile_listed_categories_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "profile_listed_categories" WHERE "profile_id" = OLD."id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW."deleted_at" IS NULL AND NEW."is_view" AND NEW."type" <> 'CONSUMER' THEN
      INSERT INTO "profile_listed_categories" ("category_id", "si", "profile_id")
      SELECT DISTINCT category_id, NEW."si", NEW."id" FROM unnest(NEW."category_ids") AS category_id;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profile_listed_categories_on_insert_delete" AFTER INSERT OR DELETE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "profile_listed_categories_sync"();--> statement-breakpoint
CREATE TRIGGER "profile_listed_categories_on_update" AFTER UPDATE ON "profiles"
  FOR EACH ROW WHEN (
    OLD."category_ids" IS DISTINCT FROM NEW."category_ids"
    OR OLD."si" IS DISTINCT FROM NEW."si"
    OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at"
    OR OLD."is_view" IS DISTINCT FROM NEW."is_view"
    OR OLD."type" IS DISTINCT FROM NEW."type"
    OR OLD."id" IS DISTINCT FROM NEW."id"
  ) EXECUTE FUNCTION "profile_listed_categories_sync"();--> statement-breakpoint
-- TRUNCATE fires no row trigger: emptying profiles empties this table with it.
CREATE FUNCTION "profile_listed_categories_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "profile_listed_categories";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profile_listed_categories_on_truncate" AFTER TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "profile_listed_categories_clear"();--> statement-breakpoint
INSERT INTO "profile_listed_categories" ("category_id", "si", "profile_id")
SELECT DISTINCT category_id, "profiles"."si", "profiles"."id"
FROM "profiles", unnest("profiles"."category_ids") AS category_id
WHERE "profiles"."deleted_at" IS NULL AND "profiles"."is_view" AND "profiles"."type" <> 'CONSUMER';
