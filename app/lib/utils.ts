/** What `cn` accepts: strings, conditionals (`cond && "class"`), arrays and `{ class: condition }` maps. */
export type ClassValue = string | number | bigint | boolean | null | undefined | ClassValue[] | Record<string, unknown>;

/** Sizing utilities, where a later class must replace an earlier one (a dialog's `max-w-lg` base and a caller's `max-w-3xl`). */
const SIZING = /^-?(max-w|min-w|w|max-h|min-h|h|size)-/;

/**
 * The conflict key of a sizing class: its variants, its group and its `!`, e.g. "md:max-w" for
 * `md:max-w-3xl`; undefined for every other class. Variants end at the last colon outside brackets
 * (`[&::marker]:hidden`, `max-h-[calc(100dvh-4rem)]`).
 */
function sizingKey(token: string): string | undefined {
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < token.length; i++) {
    const char = token[i];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) cut = i + 1;
  }
  let utility = token.slice(cut);
  const important = utility.startsWith("!") || utility.endsWith("!");
  if (important) utility = utility.replace(/^!|!$/, "");
  const group = SIZING.exec(utility)?.[1];
  return group && `${token.slice(0, cut)}${group}${important ? "!" : ""}`;
}

/** Drops every sizing class that a later one with the same variants replaces. */
function dropOverriddenSizing(classes: string): string {
  const tokens = classes.split(" ");
  const seen = new Set<string>();
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i] as string;
    const key = sizingKey(token);
    if (key) {
      if (seen.has(key)) continue;
      seen.add(key);
    }
    kept.push(token);
  }
  return kept.reverse().join(" ");
}

/**
 * Joins class names, skipping empty and false values (clsx's contract). Of the Tailwind conflicts it
 * resolves only sizing (width, height, size and their min/max): a later `max-w-3xl` replaces an earlier
 * `max-w-lg` with the same variants, because in the stylesheet `max-w-lg` comes later and would win.
 * Other conflicts are not resolved (clsx + tailwind-merge + cva cost ~7 KB gzipped on every page):
 * components pass classes that add to their base, never ones that fight it. To override another base
 * utility, use a variant (`max-lg:hidden`) or Tailwind's important modifier (`px-6!`).
 */
export function cn(...inputs: ClassValue[]): string {
  let out = "";
  let parts = 0;
  for (const input of inputs) {
    if (!input || input === true) continue;
    let part: string;
    if (Array.isArray(input)) part = cn(...input);
    else if (typeof input === "object")
      part = Object.keys(input)
        .filter((key) => input[key])
        .join(" ");
    else part = String(input);
    if (part) {
      out = out ? `${out} ${part}` : part;
      parts++;
    }
  }
  // One part is one author's list: nothing to resolve (and most calls pay nothing).
  return parts > 1 ? resolvedSizing(out) : out;
}

// A page renders the same few class combinations hundreds of times (every Button and Badge): each is
// resolved once. Measured at ~6 % of an uncached landing-page render before. Bounded, since a caller
// could build class strings from data.
const resolved = new Map<string, string>();
const RESOLVED_MAX = 2_000;

function resolvedSizing(classes: string): string {
  let result = resolved.get(classes);
  if (result === undefined) {
    result = dropOverriddenSizing(classes);
    if (resolved.size >= RESOLVED_MAX) resolved.clear();
    resolved.set(classes, result);
  }
  return result;
}

type VariantMap = Record<string, Record<string, string>>;
type VariantChoice<V extends VariantMap> = { [K in keyof V]?: keyof V[K] | null };

/** The props a `variants()` function takes, like class-variance-authority's `VariantProps`. */
export type VariantProps<F> = F extends (props?: infer P) => string ? Omit<NonNullable<P>, "className"> : never;

/**
 * A compact `cva`: a base class plus one class per chosen variant, falling back to the defaults;
 * `className` is appended last.
 */
export function variants<V extends VariantMap>(
  base: string,
  config: { variants: V; defaultVariants: VariantChoice<V> },
) {
  return (props?: VariantChoice<V> & { className?: string }) => {
    const classes = [base];
    for (const name of Object.keys(config.variants) as (keyof V)[]) {
      const choice = props?.[name] ?? config.defaultVariants[name];
      if (choice != null) classes.push(config.variants[name]?.[choice as string] ?? "");
    }
    return cn(classes, props?.className);
  };
}
