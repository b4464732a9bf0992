-- pg_trgm backs the gin_trgm_ops indexes on company and category names (Hangul keyword search).
-- It must exist before the schema migration creates those indexes. PGlite loads the extension
-- code via `extensions: { pg_trgm }`; on PostgreSQL it ships with postgresql-contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
