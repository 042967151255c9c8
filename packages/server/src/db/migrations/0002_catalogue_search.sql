-- Trigram indexes of the catalogue search need pg_trgm (PGlite loads the extension itself).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
