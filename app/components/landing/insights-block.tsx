import { NewsletterSignup } from "#app/components/landing/newsletter-signup.tsx";
import type { FormResult } from "#app/lib/forms.ts";

type InsightsBlockProps = {
  /** The newsletter form as the landing action left it (posted without JavaScript). */
  newsletter?: FormResult;
  subscribed?: boolean;
};

/**
 * The two-column block of SPEC §2: newsletter signup on the left, market snapshot and latest news
 * on the right. Anchor id "newsletter" (the confirmation pages link back to it).
 */
export function InsightsBlock({ newsletter, subscribed = false }: InsightsBlockProps) {
  return (
    <section id="newsletter" aria-labelledby="newsletter-heading" className="scroll-mt-20 px-4 py-20 sm:px-6 lg:px-8">
      <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-2">
        {/*
          Until the right column exists the signup card spans both columns (lg:col-span-2 in
          NewsletterSignup) and lays out its pitch and form side by side. When the market snapshot
          and news land, drop that col-span so the card takes the left column only.
        */}
        <NewsletterSignup key={String(subscribed)} result={newsletter} subscribed={subscribed} />
        {/* Right column (live-data issue): <MarketSnapshot /> and <NewsCard />. */}
      </div>
    </section>
  );
}
