-- pg_trgm powers the trigram indexes of the project search (PGlite loads the extension itself).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
