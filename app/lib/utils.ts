/** What `cn` accepts: strings, conditionals (`cond && "class"`), arrays and `{ class: condition }` maps. */
export type ClassValue = string | number | bigint | boolean | null | undefined | ClassValue[] | Record<string, unknown>;

/**
 * Joins class names, skipping empty and false values (clsx's contract). It does not resolve Tailwind
 * conflicts (clsx + tailwind-merge + cva cost ~7 KB gzipped on every page): components pass classes that add
 * to their base, never ones that fight it. To override a base utility, use a variant
 * (`max-lg:hidden`) or Tailwind's important modifier (`px-6!`).
 */
export function cn(...inputs: ClassValue[]): string {
  let out = "";
  for (const input of inputs) {
    if (!input || input === true) continue;
    let part: string;
    if (Array.isArray(input)) part = cn(...input);
    else if (typeof input === "object")
      part = Object.keys(input)
        .filter((key) => input[key])
        .join(" ");
    else part = String(input);
    if (part) out = out ? `${out} ${part}` : part;
  }
  return out;
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
