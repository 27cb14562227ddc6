CREATE TABLE "newsletter_welcome" (
	"locale" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_welcome_locale" CHECK ("newsletter_welcome"."locale" in ('en', 'ar'))
);
