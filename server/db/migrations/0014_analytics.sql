CREATE TABLE "analytics_conversions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"goal" text NOT NULL,
	"detail" text,
	"visit_id" uuid,
	"source" text NOT NULL,
	"campaign" text,
	"entry_path" text,
	"locale" text
);
--> statement-breakpoint
CREATE TABLE "analytics_daily" (
	"day" text NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"visitors" integer NOT NULL,
	"visits" integer NOT NULL,
	"pageviews" integer NOT NULL,
	CONSTRAINT "analytics_daily_day_dimension_value_pk" PRIMARY KEY("day","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"path" text NOT NULL,
	"locale" text NOT NULL,
	"status" integer NOT NULL,
	"visitor" text,
	"visit_id" uuid,
	"entry" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"entry_path" text NOT NULL,
	"referrer" text,
	"country" text,
	"device" text NOT NULL,
	"browser" text NOT NULL,
	CONSTRAINT "analytics_views_locale" CHECK ("analytics_views"."locale" in ('en', 'ar'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "came_from" jsonb;--> statement-breakpoint
ALTER TABLE "career_inquiries" ADD COLUMN "came_from" jsonb;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "came_from" jsonb;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "came_from" jsonb;--> statement-breakpoint
CREATE INDEX "analytics_conversions_at_idx" ON "analytics_conversions" USING btree ("at");--> statement-breakpoint
CREATE INDEX "analytics_views_at_idx" ON "analytics_views" USING btree ("at");--> statement-breakpoint
CREATE INDEX "analytics_views_visitor_idx" ON "analytics_views" USING btree ("visitor","at");