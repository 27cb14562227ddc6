/**
 * The Key Facts Statement the finance calculators offer as a PDF (server/http/api/finance.ts), in
 * two parts: what it says (./key-facts/content.ts, the figures and inputs as labelled lines in the
 * statement's language) and how it is drawn (./key-facts/pdf.ts, one A4 page through pdfkit).
 */
export { type KeyFacts, keyFactsContent } from "./key-facts/content.ts";
export { needsEmbeddedFont, renderKeyFacts } from "./key-facts/pdf.ts";
