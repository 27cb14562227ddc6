/**
 * Feed dates: RFC 822 (RSS), RFC 3339 (Atom, Dublin Core) and the RFC 822 look-alikes that feeds
 * written by localised software send ("Seg, 24 Set 2018 19:42:40 -0300" from a Portuguese server).
 */

/** Languages whose month names we read; their short and long names come from Intl, not a hand-kept table. */
const MONTH_LOCALES = ["en", "pt", "es", "fr", "de", "it", "nl", "ca", "sv", "da", "nb", "pl", "ro", "id", "tr"];
const ENGLISH_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const fold = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "").replace(/\.$/, "").toLowerCase();

/** Month word (folded) → month index; a word two languages use for different months is left out. */
const MONTHS: ReadonlyMap<string, number> = (() => {
  const found = new Map<string, number | null>();
  const add = (word: string, month: number) => {
    const key = fold(word);
    if (key.length < 3) return;
    const known = found.get(key);
    found.set(key, known === undefined || known === month ? month : null);
  };
  for (const locale of MONTH_LOCALES) {
    for (const style of ["short", "long"] as const) {
      const format = new Intl.DateTimeFormat(locale, { month: style, timeZone: "UTC" });
      for (let month = 0; month < 12; month++) {
        const name = format.format(Date.UTC(2001, month, 15));
        add(name, month);
        // Feeds abbreviate to three letters whatever the locale's own abbreviation is ("Set" for setembro).
        add(fold(name).slice(0, 3), month);
      }
    }
  }
  return new Map([...found].filter((entry): entry is [string, number] => entry[1] !== null));
})();

const ISO_WITHOUT_ZONE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;
// Read on text whose white space is already single spaces (parseFeedDate): a plain space between the
// parts keeps the match linear, where `\s+` next to `\s`-excluding classes backtracked on long runs.
const RFC822_LIKE = /^(?:[^\d\s,]+\.?,? )?(\d{1,2})\.? ([^\s\d.]+)\.?,? (\d{2,4})(?: (.*))?$/u;

/** Milliseconds since the epoch, or null when the text is no date we can trust. */
export function parseFeedDate(raw: string): number | null {
  const text = raw.trim().replace(/\s+/g, " ");
  if (!text) return null;
  // A date without a zone would be read in the server's zone: take UTC so every server agrees.
  // Without a four-digit year V8 guesses ("2" → 2001): such text goes to the stricter reading below.
  const direct = /\d{4}/.test(text)
    ? Date.parse(ISO_WITHOUT_ZONE.test(text) ? `${text.replace(" ", "T")}Z` : text)
    : NaN;
  if (plausible(direct)) return direct;
  const match = RFC822_LIKE.exec(text);
  const month = match ? MONTHS.get(fold(match[2] ?? "")) : undefined;
  if (!match || month === undefined) return null;
  const [, day, , year, rest = ""] = match;
  const english = `${day} ${ENGLISH_MONTHS[month]} ${year} ${rest}`.trim();
  const parsed = Date.parse(english);
  if (plausible(parsed)) return parsed;
  // An unknown zone name ("MEZ"): keep the day and time, read as UTC.
  const withoutZone = Date.parse(`${english.replace(/ [A-Za-z]{2,5}$/, "")} UTC`);
  return plausible(withoutZone) ? withoutZone : null;
}

/** Only believe dates a feed could carry: not before the web had feeds, not past next year. */
function plausible(time: number): boolean {
  return Number.isFinite(time) && time >= Date.UTC(1990, 0, 1) && time <= Date.now() + 366 * 86_400_000;
}
