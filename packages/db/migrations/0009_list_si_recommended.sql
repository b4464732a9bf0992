-- 시/도 + 추천순 (the default order) of listed companies, with the trade ids as the last key column:
-- a page of one region stops after a page, and the capped count of trade + 시/도 reads the index
-- only (a GIN bitmap scan visits the heap page of every match). ADR 0019.
CREATE INDEX "profiles_list_si_recommended_idx" ON "profiles" USING btree ("si",("progress" * 1000 + ("rating" * 100)::integer) desc,"id" desc,"category_ids") WHERE ("profiles"."deleted_at" is null and "profiles"."is_view" and "profiles"."type" <> 'CONSUMER');