-- Trigram matching for the part search (docs/decisions/017-part-search.md). PostgreSQL ships
-- pg_trgm in contrib; PGlite loads it as an extension when the database is opened (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
