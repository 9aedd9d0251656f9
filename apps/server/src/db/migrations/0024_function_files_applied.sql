-- The digest of the database functions' files (src/db/functions) last applied: a start applies them
-- again only when they changed, so a restarting node does not lock the bid tables to replace their
-- triggers with the same ones.
CREATE TABLE "function_files_applied" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL CHECK ("id"),
	"sha256" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
