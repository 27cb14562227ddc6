/**
 * Every sentence the calculators' pages show, in one place so the Arabic edition can move them into
 * message catalogues. Field labels, limits and error messages live with the rules in
 * domain/finance/inputs.ts.
 */
import type { CalculatorSlug } from "./calculate.ts";

export const calculatorsPage = {
  eyebrow: "Islamic finance calculators",
  navLabel: "Calculators",
  backToExplorer: "Back to the product explorer",
  calculate: "Calculate",
  keyFacts: "Download Key Facts (PDF)",
  shareHint: "The address of this page holds your inputs: copy it to share these figures.",
  results: "Results",
  noFigures: "Correct the highlighted fields to see the figures.",
  illustration:
    "These figures are illustrations for learning, not an offer. A bank's offer, its Key Facts Statement and its Shari'ah supervisory board's approval are what count.",
  explorerLink: "Detailed calculators: APR, schedules, early settlement, zakat",
  detailedLink: "Open the detailed calculator: APR, full schedule, Key Facts",
} as const;

/**
 * What a calculator shows on a first visit (an address without a query): a worked example, the same
 * figures its address would give.
 */
export const EXAMPLES: Record<CalculatorSlug, string> = {
  murabaha: "price=5000&markup=8&months=12&fee=100",
  "home-finance": "price=1500000&downPayment=20&years=25&rate=4.5&fee=5000&takaful=0&fixedYears=5&settleAfter=60",
  "flat-rate": "amount=100000&rate=4&years=5&quote=flat",
  zakat: "cash=40000&goldGrams=50&goldPricePerGram=320&silverPricePerGram=4&nisab=gold",
  purification: "amount=5000&ratio=4",
};

export const calculatorTitles: Record<CalculatorSlug, { title: string; short: string; intro: string }> = {
  murabaha: {
    title: "Murabaha instalments with APR",
    short: "Murabaha",
    intro:
      "A Murabaha sale fixes its price when you sign: the cost plus an agreed markup, paid in equal instalments. Add the fee to see what it really costs as a yearly rate.",
  },
  "home-finance": {
    title: "Home finance: Ijarah and Diminishing Musharakah",
    short: "Home finance",
    intro:
      "The two common structures side by side: a lease whose rent repays the bank (Ijarah), and a partnership in which you buy the bank's share month by month (Diminishing Musharakah).",
  },
  "flat-rate": {
    title: "Flat rate ↔ reducing rate",
    short: "Flat ↔ reducing",
    intro:
      "Many offers quote a flat rate: profit on the whole amount for every year, even as you repay it. Convert it to the reducing rate (APR) you can compare, or the other way round.",
  },
  zakat: {
    title: "Zakat on your wealth",
    short: "Zakat",
    intro:
      "Add what you own and what you are owed, take off the debts due now: zakat is 2.5 % of the rest if it reaches the nisab and you have held it for a lunar year.",
  },
  purification: {
    title: "Purifying dividends and gains",
    short: "Purification",
    intro:
      "When a company earns a small part of its income from non-compliant sources, that part of your dividends or gains is given to charity.",
  },
};

export const murabahaText = {
  figures: {
    monthly: "Monthly instalment",
    totalProfit: "Total profit (the markup)",
    totalPayable: "Total payable (instalments and fee)",
    apr: "APR",
    effectiveAnnualRate: "Effective annual rate",
  },
  explain: {
    apr: "APR counts the fee; the markup alone does not. It is the yearly rate of what you receive against what you pay.",
    effective: "The effective annual rate compounds the monthly rate over a year.",
    profitFixed: "The profit is fixed when you sign: it never grows, even if a payment is late.",
  },
  schedule: "Schedule: each instalment split into profit and cost",
  scheduleNote: "Split by the reducing-balance method, the way a bank allocates it and measures an early settlement.",
  columns: { month: "Month", payment: "Instalment", profit: "Profit", principal: "Cost repaid", balance: "Remaining" },
} as const;

export const homeText = {
  optional: "Optional",
  ijarah: "Ijarah (lease to own)",
  musharakah: "Diminishing Musharakah",
  figures: {
    monthly: "Monthly payment",
    firstMonthly: "First monthly payment",
    lastMonthly: "Last monthly payment",
    totalProfit: "Total profit",
    flatRate: "Flat-rate equivalent",
    apr: "APR",
  },
  explain: {
    apr: "APR counts the fee and takaful; the flat rate does not, and it understates the cost because it ignores what you have already repaid.",
    musharakah: "Rent is charged only on the share the bank still owns, so the payment falls every month.",
  },
  resets: "If the rate changes after the fixed years",
  resetsNote: (years: number) =>
    `A variable rate is a benchmark plus a margin. After ${years} fixed ${years === 1 ? "year" : "years"}, the Ijarah payment if the benchmark moves:`,
  resetColumns: { change: "Benchmark change", rate: "New rate", monthly: "New monthly payment" },
  resetsHint: "Enter fixed-rate years to see the payment if the benchmark moves by 1 or 2 points.",
  ownership: "Your ownership share over time",
  ownershipSummary: (years: number, start: string) =>
    `Your share grows from ${start} (the down payment) to 100% over ${years} years; Diminishing Musharakah transfers ownership evenly, Ijarah slowly at first.`,
  legend: { ijarah: "Ijarah", musharakah: "Diminishing Musharakah", axis: "Year along the bottom, share up the side." },
  byYear: "Ownership by year",
  monthly: (year: number) => `Year ${year}, month by month`,
  yearColumns: {
    year: "Year",
    month: "Month",
    ijarahShare: "Ijarah: your share",
    musharakahShare: "Musharakah: your share",
    payment: "Ijarah payment",
    balance: "Ijarah outstanding",
  },
  settlement: "Early settlement",
  settlementFigures: { outstanding: "Outstanding amount", fee: "Settlement fee", total: "Total to settle" },
  settlementNote: (feePercent: string, feeCap: string) =>
    `The fee is ${feePercent} of the outstanding amount, at most ${feeCap}. The UAE Central Bank's consumer-protection standards cap it at 1 % and AED 10,000.`,
  settlementHint: "Enter a month to see what settling early would cost.",
  afterMonth: (month: number) => `After month ${month}`,
} as const;

export const flatRateText = {
  quote: "The rate you were quoted is",
  quotes: {
    flat: "A flat rate (profit on the full amount every year)",
    reducing: "A reducing rate (profit on what is still owed)",
  },
  figures: {
    monthly: "Monthly instalment",
    totalProfit: "Total profit",
    flatRate: "Flat rate",
    apr: "APR (reducing rate)",
    effectiveAnnualRate: "Effective annual rate",
  },
  explain:
    "A flat rate charges profit on the original amount for the whole term, so the reducing rate it hides is close to twice as high. APR is the figure to compare between offers.",
} as const;

export const zakatText = {
  nisab: "Nisab basis",
  nisabOptions: {
    gold: "Gold (85 g): the higher threshold, so fewer people pay",
    silver: "Silver (595 g): the lower threshold, more cautious for the giver and better for those in need",
  },
  figures: {
    nisabValue: "Nisab value",
    zakatableWealth: "Zakatable wealth",
    zakat: "Zakat due",
  },
  due: "Your wealth reaches the nisab: zakat is 2.5 % of it.",
  belowNisab: "Below nisab: no zakat is due on this wealth.",
  hawl: "The hawl",
  hawlText: (today: string, gregorian: string, end: string, endGregorian: string, days: number) =>
    `Zakat is due once wealth at or above the nisab has been held for one lunar year. If today, ${today} (${gregorian}), is the start of your hawl, it completes on ${end} (${endGregorian}), ${days} days later.`,
  sharesNote: "Shares: enter their full market value, or the zakatable portion you have worked out.",
  standard:
    "Follows AAOIFI Shari'ah Standard No. 35 (Zakah): 2.5 % of zakatable wealth held for a lunar year, due when it reaches the nisab. Ask a scholar about your own situation.",
  prices: "Enter today's price per gram from your jeweller or bank.",
  /** Beside a price per gram taken from the live-data provider (the visitor may still change it). */
  livePrice: (provider: string, pricedAt: string, price: string) =>
    `Live price from ${provider}, ${pricedAt}: ${price} a gram. You can change it to your jeweller's or bank's price.`,
} as const;

export const purificationText = {
  figures: { purification: "Amount to give to charity" },
  explain:
    "Take the non-compliant income ratio from the company's report or a screening provider. The purified amount goes to charity, with no reward expected: it is not zakat and does not count as it.",
  standard: "Follows AAOIFI Shari'ah Standard No. 21 (Financial Paper: Shares and Bonds).",
} as const;
