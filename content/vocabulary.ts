// The closed lists the content is written against (ids, icon and colour names, categories). They
// sit apart from the data so the schemas (schema.ts) and the data modules both import them without
// importing each other.

// career.ts
export const CAREER_CARD_ICONS = ["briefcase", "handshake", "users"] as const;

// hero.ts
/** The eight words the hero's typewriter cycles through, in the order SPEC §4 gives. */
export const EXPERTISE_WORDS = [
  "Product Management",
  "AI/AGI",
  "Web3",
  "FinTech",
  "EdTech",
  "DaaS",
  "eCommerce",
  "Growth Marketing",
] as const;
/** The three credentials under the hero actions (SPEC §1). */
export const CREDENTIALS = ["PMP Certified", "9+ Years Experience", "50+ Projects Delivered"] as const;

// islamic-products.ts
/** SPEC §3 product ids, in the grid's order. */
export const ISLAMIC_PRODUCT_IDS = [
  "bnpl",
  "advance-salary",
  "home-finance",
  "car-finance",
  "takaful",
  "zakat-waqf",
] as const;
/** Names the page maps to lucide icons and colour accents. */
export const ISLAMIC_PRODUCT_ICONS = ["shopping-bag", "wallet", "home", "car", "shield", "hand-heart"] as const;
export const ISLAMIC_PRODUCT_COLORS = ["emerald", "sky", "amber", "violet", "teal", "rose"] as const;

// projects.ts
export const PROJECT_CATEGORIES = ["AI", "Web3", "FinTech", "EdTech", "eCommerce"] as const;

// services.ts
export const SERVICE_ICONS = ["briefcase", "brain", "rocket", "code"] as const;

// solutions.ts
export const SOLUTION_IDS = ["fintech", "edtech", "ecommerce", "daas"] as const;
export const SOLUTION_ICONS = ["coins", "graduation-cap", "shopping-cart", "database"] as const;
/** Number of "Key Offerings" each solution lists (SPEC §3). */
export const SOLUTION_OFFERING_COUNTS = { fintech: 6, edtech: 4, ecommerce: 6, daas: 4 } as const;
