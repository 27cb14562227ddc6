/** The site search: its page (/search), the instant dialog's results, and the API's answers (issue #45). */
export default {
  "page.title": "Search",
  "page.description":
    "Search the articles, newsletter issues, projects, services, Islamic-finance products and calculators, in English and Arabic.",
  "form.label": "Search the site",
  "form.placeholder": "Murabaha, zakat, open banking…",
  "form.submit": "Search",
  "empty.title": "What are you looking for?",
  "empty.body":
    "Search articles, newsletter issues, projects, services, the FAQ, the Islamic-finance products, calculators and tools, in English and Arabic. Spell Arabic terms as you usually do: مرابحه and مرابحة both work.",
  "empty.try": "Try:",
  /** Terms a first-time visitor can try, separated by "|". */
  "empty.suggestions": "murabaha|zakat|open banking|takaful",
  "results.count": { one: "{count} result for “{query}”", other: "{count} results for “{query}”" },
  "results.none": "Nothing found for “{query}”.",
  "results.noneHint": "Check the spelling, use fewer words, or try the term's Arabic or English name.",
  "results.corrected": "No page has “{query}”; showing results for “{corrected}”.",
  "results.otherLanguage": "In Arabic",
  "results.language": "Arabic",
  "error.tooLong": "Your search is too long: use at most {max} characters.",
  "error.control": "Your search contains characters it cannot take: type only letters, digits and punctuation.",
  "error.limit": "The number of results must be a whole number from 1 to {max}.",
  "kind.article": "Article",
  "kind.newsletter": "Newsletter issue",
  "kind.project": "Project",
  "kind.solution": "Solution",
  "kind.service": "Service",
  "kind.faq": "FAQ",
  "kind.product": "Product",
  "kind.calculator": "Calculator",
  "kind.tool": "Tool",
  "kind.page": "Page",
} as const;
