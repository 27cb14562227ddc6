/**
 * The two-column block of SPEC §2: newsletter signup on the left, market snapshot and latest news
 * on the right. The lead-capture and live-data issues fill the columns.
 */
export function InsightsBlock() {
  return null;
}
