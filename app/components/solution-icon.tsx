import { Coins, Database, GraduationCap, type LucideIcon, ShoppingCart } from "#app/components/icons.tsx";
import type { solutions } from "#content/solutions.ts";

type SolutionIconName = (typeof solutions)[number]["icon"];

/** The lucide icon for each solution's `icon` name (SPEC §3). */
export const SOLUTION_ICONS: Record<SolutionIconName, LucideIcon> = {
  coins: Coins,
  "graduation-cap": GraduationCap,
  "shopping-cart": ShoppingCart,
  database: Database,
};
