CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hash" text NOT NULL,
	"original_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"fallback" text NOT NULL,
	"byte_size" integer NOT NULL,
	"alt_en" text NOT NULL,
	"alt_ar" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "media_hash_unique" UNIQUE("hash"),
	CONSTRAINT "media_original_type_known" CHECK ("media"."original_type" in ('jpeg', 'png', 'webp', 'avif')),
	CONSTRAINT "media_fallback_known" CHECK ("media"."fallback" in ('jpg', 'png')),
	CONSTRAINT "media_size_positive" CHECK ("media"."width" > 0 and "media"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "media_variants" (
	"media_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"height" integer NOT NULL,
	"body" "bytea" NOT NULL,
	CONSTRAINT "media_variants_media_id_width_format_pk" PRIMARY KEY("media_id","width","format"),
	CONSTRAINT "media_variants_format_known" CHECK ("media_variants"."format" in ('avif', 'webp', 'jpg', 'png'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_links" (
	"issue_id" uuid NOT NULL,
	"n" integer NOT NULL,
	"url" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "newsletter_links_issue_id_n_pk" PRIMARY KEY("issue_id","n")
);
--> statement-breakpoint
CREATE TABLE "newsletter_settings" (
	"id" text PRIMARY KEY DEFAULT 'owner' NOT NULL,
	"track_opens" boolean DEFAULT false NOT NULL,
	"track_clicks" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_content_drafts" (
	"module" text PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"base_version" integer,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_content_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_content_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"module" text NOT NULL,
	"document" jsonb NOT NULL,
	"published_by" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_from" integer
);
--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "clicked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "complained_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "track_opens" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "track_clicks" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "tracking_key" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "complained_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_links" ADD CONSTRAINT "newsletter_links_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "site_content_versions_module_idx" ON "site_content_versions" USING btree ("module","id");