CREATE TABLE "booking_calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"secret" text NOT NULL,
	"hint" text NOT NULL,
	"calendars" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"write_url" text,
	"when_stale" text DEFAULT 'offer' NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_good_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_calendars_kind" CHECK ("booking_calendars"."kind" in ('ics', 'caldav'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;