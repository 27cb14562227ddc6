import type { Locale } from "../locales.ts";

/**
 * The error page's words when the root loader itself failed, so no dictionary came with the page.
 * Both languages ship in the browser's JavaScript: three short sentences, the price of an error page
 * that still speaks the visitor's language when nothing else loaded.
 */
export const ERROR_FALLBACK: Record<Locale, { title: string; body: string; home: string }> = {
  en: { title: "Something went wrong", body: "Please try again in a moment.", home: "Back to Home" },
  ar: { title: "حدث خطأ ما", body: "يُرجى المحاولة مرة أخرى بعد قليل.", home: "العودة إلى الرئيسية" },
};
