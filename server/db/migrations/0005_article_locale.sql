ALTER TABLE "articles" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "translation_id" uuid;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_translation_id_articles_id_fk" FOREIGN KEY ("translation_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_locale_published_idx" ON "articles" USING btree ("locale","published","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_translation_id_unique" ON "articles" USING btree ("translation_id");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_locale_known" CHECK ("articles"."locale" in ('en', 'ar'));--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_translation_not_self" CHECK ("articles"."translation_id" <> "articles"."id");