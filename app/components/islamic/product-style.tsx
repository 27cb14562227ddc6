import { Car, HandHeart, House, type LucideIcon, ShieldCheck, ShoppingBag, Wallet } from "#app/components/icons.tsx";
import type { ISLAMIC_PRODUCT_COLORS, ISLAMIC_PRODUCT_ICONS } from "#content/islamic-products.ts";

export const PRODUCT_ICONS: Record<(typeof ISLAMIC_PRODUCT_ICONS)[number], LucideIcon> = {
  "shopping-bag": ShoppingBag,
  wallet: Wallet,
  home: House,
  car: Car,
  shield: ShieldCheck,
  "hand-heart": HandHeart,
};

/** Accent classes per content colour (icon tile); full class names so Tailwind finds them. */
export const PRODUCT_ACCENTS: Record<(typeof ISLAMIC_PRODUCT_COLORS)[number], string> = {
  emerald: "bg-emerald-500/15 text-emerald-700 dark:text-emerald-300",
  sky: "bg-sky-500/15 text-sky-700 dark:text-sky-300",
  amber: "bg-amber-500/15 text-amber-800 dark:text-amber-300",
  violet: "bg-violet-500/15 text-violet-700 dark:text-violet-300",
  teal: "bg-teal-500/15 text-teal-700 dark:text-teal-300",
  rose: "bg-rose-500/15 text-rose-700 dark:text-rose-300",
};
