import { NewsletterSignup } from "#app/components/landing/newsletter-signup.tsx";
import { MarketSnapshot } from "#app/components/live/market-snapshot.tsx";
import { NewsCard } from "#app/components/live/news-card.tsx";
import type { FormResult } from "#app/lib/forms.ts";
import type { LiveSnapshot, NewsResponse, StockQuote } from "#domain/schemas/live.ts";

type InsightsBlockProps = {
  /** The newsletter form as the landing action left it (posted without JavaScript). */
  newsletter?: FormResult;
  subscribed?: boolean;
  /** Quotes and business news the server already had cached (first paint without placeholders). */
  stocks?: LiveSnapshot<StockQuote[]>;
  news?: LiveSnapshot<NewsResponse>;
};

/**
 * The two-column block of SPEC §2: newsletter signup on the left, market snapshot and latest news
 * on the right. Anchor id "newsletter" (the confirmation pages link back to it).
 */
export function InsightsBlock({ newsletter, subscribed = false, stocks, news }: InsightsBlockProps) {
  return (
    <section id="newsletter" aria-labelledby="newsletter-heading" className="scroll-mt-20 px-4 py-20 sm:px-6 lg:px-8">
      <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-2">
        <NewsletterSignup key={String(subscribed)} result={newsletter} subscribed={subscribed} />
        <div className="space-y-8">
          <MarketSnapshot initial={stocks} />
          <NewsCard initial={news} />
        </div>
      </div>
    </section>
  );
}
