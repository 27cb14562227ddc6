import type { AvailabilityRules, ConsultationType } from "#domain/booking/slots.ts";

export type { AvailabilityRules, ConsultationType } from "#domain/booking/slots.ts";

/**
 * The consultations a visitor can book on /book, in the order shown. `id` appears in links
 * (`/book?type=strategy-session`) and the API; `minutes` must sit on the 15-minute grid.
 */
export const consultationTypes: ConsultationType[] = [
  {
    id: "intro-call",
    title: "Free intro call",
    minutes: 30,
    description:
      "A no-cost first conversation: tell me about your product, team or idea and we'll see together whether and how I can help.",
    questions: [],
  },
  {
    id: "strategy-session",
    title: "Strategy session",
    minutes: 60,
    description:
      "A focused working hour on one problem: a roadmap, a Shariah-compliant product design, an AI use case or a delivery plan, with written next steps afterwards.",
    questions: [],
  },
  {
    id: "product-review",
    title: "Product review",
    minutes: 60,
    description:
      "I look at your product before we meet and we go through what I found: flows, compliance, data and delivery risks, with a short written summary.",
    // Time to prepare, room around it, at most two a day, booked up to four weeks ahead.
    minNoticeMinutes: 48 * 60,
    bufferBeforeMinutes: 15,
    bufferAfterMinutes: 30,
    dailyMax: 2,
    horizonDays: 28,
    questions: [
      {
        id: "stage",
        label: "Where is the product today?",
        kind: "choice",
        required: "yes",
        options: ["An idea or a design", "Being built", "Live with customers"],
      },
      { id: "links", label: "Links I should look at before we meet", kind: "long", required: "no", options: [] },
    ],
  },
];

/**
 * When the owner can be booked: the one typed place for the rules (validated at start by
 * content/validate.ts). Hours and dates are on the owner's clock, Asia/Dubai (no daylight saving).
 */
export const availability: AvailabilityRules = {
  timeZone: "Asia/Dubai",
  /** "mon-fri" (the UAE week) or "sun-thu" (Saudi Arabia and most of the Gulf). */
  workWeek: "mon-fri",
  hours: [
    { from: "09:00", to: "13:00" },
    { from: "14:00", to: "18:00" },
  ],
  slotStepMinutes: 30,
  bufferMinutes: 15,
  minNoticeMinutes: 12 * 60,
  horizonDays: 42,
  // UAE public holidays (Islamic dates are the expected ones; adjust when the moon is sighted).
  datesOff: ["2026-12-02", "2026-12-03", "2027-01-01", "2027-03-09", "2027-03-10", "2027-03-11"],
  ramadan: { from: "2027-02-08", to: "2027-03-08", hours: [{ from: "10:00", to: "15:00" }] },
};

/** Copy of the booking page that is content rather than interface text. */
export const bookingPage = {
  title: "Book a consultation",
  description:
    "Pick a time for a free intro call or a strategy session on FinTech, EdTech, AI or Islamic finance products, in your own time zone.",
} as const;
