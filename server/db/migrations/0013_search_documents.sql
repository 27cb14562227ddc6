-- pg_trgm: the search's typo fallback (PGlite loads it from @electric-sql/pglite/contrib, server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"key" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" text,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"title_tokens" text NOT NULL,
	"date" timestamp with time zone,
	"visible_from" timestamp with time zone,
	"fingerprint" text DEFAULT '' NOT NULL,
	"document" "tsvector" NOT NULL,
	CONSTRAINT "search_documents_source_known" CHECK ("search_documents"."source" in ('article', 'newsletter', 'content')),
	CONSTRAINT "search_documents_locale_known" CHECK ("search_documents"."locale" in ('en', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_source_idx" ON "search_documents" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);