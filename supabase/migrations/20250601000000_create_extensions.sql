-- Creates the extensions the schema uses that a new hosted Supabase project does not come with. Hosted installs
-- only uuid-ossp and pgcrypto (both in schema `extensions`); pg_trgm backs the cleaner search's trigram index
-- (20250601000100_create_identity.sql) and must be created by the project itself, in the same schema.
create extension if not exists pg_trgm with schema extensions;
