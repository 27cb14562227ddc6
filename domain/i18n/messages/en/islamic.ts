/** The Islamic FinTech product explorer (/islamic-fintech): cards, the journey stepper, the simple calculators. */
export default {
  "page.keywords": "Islamic fintech, Shariah-compliant, Murabaha, Ijarah, Diminishing Musharakah, Takaful, Qard Hasan",

  "grid.startJourney": "Start Journey",
  "grid.startJourneyLabel": "Start Journey: {title}",

  "journey.back": "Back to Products",
  "journey.contract": "Contract: {type}",
  "journey.heading": "{title} journey",
  "journey.steps": "Steps",
  "journey.done": "(done)",
  "journey.current": "(current)",
  "journey.counter": "Step {step} of {total}",
  "journey.whatYouDo": "What you do",
  "journey.previous": "Previous",
  "journey.next": "Next",
  "journey.getStarted": "Get Started",
  "journey.details": "Features and benefits",
  "journey.tab.features": "Key Features",
  "journey.tab.benefits": "Benefits",

  "amount.range": "{label} must be from {min} to {max}",

  "bnpl.title": "Murabaha Instalment Calculator",
  "bnpl.intro":
    "A Murabaha sale: the price and its profit are fixed when you sign and never grow. Compare offers by the APR, not the markup.",
  "bnpl.price": "Purchase price",
  "bnpl.installments": "Instalments",
  "bnpl.months": { one: "{count} month", other: "{count} months" },
  "bnpl.markup": "Profit markup (total over the term)",
  "bnpl.apr": "APR",
  "bnpl.monthly": "Monthly instalment",
  "bnpl.total": "Total price (cost plus profit)",
  "bnpl.profit": "Profit",

  "home.title": "Home Finance Calculator",
  "home.intro": "Compare Ijarah rent with a Diminishing Musharakah partnership.",
  "home.price": "Property price",
  "home.down": "Down payment",
  "home.tenure": "Tenure",
  "home.years": { one: "{count} year", other: "{count} years" },
  "home.rate": "Profit rate (a year, on the reducing balance)",
  "home.rateNote":
    "The rate is held for the whole term here. Home finance is usually fixed for the first years, then variable: EIBOR (the Emirates Interbank Offered Rate) plus the financier's margin.",
  "home.financed": "Financed amount",
  "home.ijarah": "Ijarah monthly rent",
  "home.musharakah": "Diminishing Musharakah monthly",
  "home.ijarahApr": "Ijarah APR",
  "home.musharakahApr": "Diminishing Musharakah APR",
  "home.summary": {
    one: "Over {count} month: Ijarah totals {ijarahTotal}. With Diminishing Musharakah the rent is charged only on the bank's shrinking share, so the payment falls to {last} in the last month and totals {total}.",
    other:
      "Over {count} months: Ijarah totals {ijarahTotal}. With Diminishing Musharakah the rent is charged only on the bank's shrinking share, so the payment falls to {last} in the last month and totals {total}.",
  },
  "home.ownership": "Ownership at the start",
  "home.yourShare": "Your share:",
  "home.bankShare": "Bank's share:",

  "advance.title": "How much can you advance?",
  "advance.salary": "Monthly salary",
  "advance.cap": "Maximum advance ({percent}% of salary)",
  "advance.repay":
    "You repay exactly {amount} from your next salary: no interest. If a repayment is late, any late fee is donated to charity, never kept as income.",
  "advance.repayUnknown": "what you advance",
} as const;
