/** The four animated statistics cards (filled by the public-site issue). */
export function StatsSection() {
  return null;
}
