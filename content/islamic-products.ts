import type { IslamicProduct } from "./schema.ts";

export type { IslamicProduct, IslamicProductId } from "./schema.ts";
export { ISLAMIC_PRODUCT_COLORS, ISLAMIC_PRODUCT_ICONS, ISLAMIC_PRODUCT_IDS } from "./vocabulary.ts";

/** Copy of the /islamic-fintech page around the products. */
export type IslamicFintechPage = { title: string; description: string; intro: string; disclaimer: string };

export const islamicFintechPage: IslamicFintechPage = {
  title: "Islamic FinTech Product Explorer",
  description:
    "Explore Shariah-compliant financing step by step: Murabaha BNPL, Qard Hasan salary advance, Ijarah and Diminishing Musharakah home finance, car finance, Takaful, Zakat and Waqf, with calculators in AED.",
  intro:
    "Six Shariah-compliant products I have designed, reviewed or launched, explained the way a customer meets them. Pick one to walk through its journey step by step.",
  disclaimer:
    "Figures are illustrations for learning, not offers. Actual pricing and eligibility are set by each institution and approved by its Shariah supervisory board.",
};

/**
 * SPEC §3 Islamic products. Contract descriptions follow the AAOIFI Shariah Standards (No. 8 Murabaha,
 * No. 9 Ijarah, No. 12 Sharikah and Diminishing Musharakah, No. 19 Qard, No. 26 Islamic Insurance,
 * No. 33 Waqf, No. 35 Zakah).
 */
export const islamicProducts: IslamicProduct[] = [
  {
    id: "bnpl",
    title: "Islamic Buy Now, Pay Later",
    subtitle: "Split a purchase into instalments at a fixed, disclosed profit",
    description:
      "The financier buys the item first, then sells it to you at its disclosed cost plus a fixed profit. You pay that agreed price in equal monthly instalments. The price never grows: any late-payment charge goes to charity, never to the financier.",
    contractType: "Murabaha",
    icon: "shopping-bag",
    color: "emerald",
    steps: [
      {
        title: "Choose your purchase",
        description:
          "Pick the item at a partner merchant and choose Islamic BNPL at checkout. You see the cash price before anything is agreed.",
        actions: ["Select the item and its cash price", "Choose 3 to 12 monthly instalments", "Confirm your identity"],
      },
      {
        title: "The financier buys the item",
        description:
          "The financier buys the item from the merchant and owns it, bearing its risk, before it sells it to you. Selling what you do not yet own is not allowed in Murabaha.",
        actions: [
          "Financier pays the merchant",
          "Ownership and risk pass to the financier",
          "Purchase invoice issued in the financier's name",
        ],
      },
      {
        title: "Agree the Murabaha price",
        description:
          "The financier sells the item to you at cost plus 10 percent, disclosed in the contract. The price is fixed once you sign: no compounding and no hidden charges.",
        actions: ["Review the cost and the profit amount", "Accept the fixed sale price", "Sign the Murabaha contract"],
      },
      {
        title: "Pay in instalments",
        description:
          "The item is yours from the moment of sale. You pay the agreed total in equal monthly instalments; paying early is welcome, and any late-payment charge is given to charity, not kept as income.",
        actions: ["Set up automatic monthly payments", "Track what is left in the app", "Settle early at any time"],
      },
    ],
    features: [
      "Cost and profit disclosed before you sign",
      "Fixed total price that never increases",
      "3 to 12 monthly instalments",
      "The financier owns the item before selling it to you",
      "Late-payment charges donated to charity",
    ],
    benefits: [
      "A sale at a disclosed profit, not a loan with interest (riba)",
      "Know the full cost on day one, APR included",
      "No debt spiral: late payment does not raise the price",
      "Ownership of the item from the moment of sale",
    ],
  },
  {
    id: "advance-salary",
    title: "Salary Advance",
    subtitle: "A benevolent loan until payday",
    description:
      "A Qard Hasan is a loan with no interest and no fee: repaid on time, you repay exactly what you borrowed. The advance is capped at half of your monthly salary and repaid from your next salary transfers.",
    contractType: "Qard Hasan",
    icon: "wallet",
    color: "sky",
    steps: [
      {
        title: "Check your eligibility",
        description:
          "Your salary is paid into your account with the provider, and your employment is confirmed. No credit card or guarantor is needed.",
        actions: ["Confirm your salary transfer", "Verify your employer", "Accept the Qard Hasan terms"],
      },
      {
        title: "Choose the amount",
        description:
          "Borrow up to 50 percent of your monthly salary. Example: with a salary of AED 10,000 you can take up to AED 5,000.",
        actions: ["Enter the amount you need", "See the 50 percent cap for your salary", "Pick one or two repayments"],
      },
      {
        title: "Receive the advance",
        description:
          "The money reaches your account at once. A Qard Hasan carries no interest, and this advance no fee: you are owed back exactly the amount you received.",
        actions: ["Review the repayment date", "Receive the funds", "Get a confirmation by e-mail"],
      },
      {
        title: "Repay from your salary",
        description:
          "The same amount you borrowed is deducted when your next salary arrives. If a repayment is late, any late fee goes to charity rather than to the provider.",
        actions: [
          "Automatic deduction on payday",
          "Repay early without a charge",
          "Request a new advance once settled",
        ],
      },
    ],
    features: [
      "No interest and no fee: repaid on time, you repay exactly what you borrow",
      "Up to 50 percent of your monthly salary",
      "Repaid automatically from your next salary",
      "Late fees go to charity",
    ],
    benefits: [
      "Cover an urgent expense without a credit card",
      "No interest and no growing balance",
      "A cap that keeps repayment affordable",
      "Funds in minutes, fully online",
    ],
  },
  {
    id: "home-finance",
    title: "Home Finance",
    subtitle: "Own your home through a lease or a partnership",
    description:
      "Two Shariah-compliant routes to a home. With Ijarah the bank buys the home and leases it to you, transferring ownership at the end. With Diminishing Musharakah you buy the home together and you buy out the bank's share month by month.",
    contractType: "Ijarah / Diminishing Musharakah",
    icon: "home",
    color: "amber",
    steps: [
      {
        title: "Choose the property and your share",
        description:
          "Agree the price with the seller and put down at least the UAE Central Bank's minimum: on a first home up to AED 5 million, 20 percent for an expatriate and 15 percent for a UAE national; more above AED 5 million and for a second home. Your down payment is your first share of ownership.",
        actions: ["Get the property valued", "Decide your down payment", "Apply with your income documents"],
      },
      {
        title: "Choose the structure",
        description:
          "Ijarah Muntahia Bittamleek: the bank owns the home and leases it to you; the rent repays its cost and profit. Diminishing Musharakah: you and the bank co-own the home; you pay rent on the bank's share and buy its units each month.",
        actions: [
          "Compare Ijarah and Musharakah payments",
          "Choose a profit rate and tenure",
          "Receive the offer letter",
        ],
      },
      {
        title: "The bank buys its share",
        description:
          "The bank buys the home (Ijarah) or its share of it (Musharakah) from the seller. As owner it bears the major maintenance and insures the property through Takaful.",
        actions: ["Sign the purchase and lease or partnership", "Register the title", "Arrange property Takaful"],
      },
      {
        title: "Live in your home and pay monthly",
        description:
          "You move in at once. Each payment is rent for using the bank's part plus, with Musharakah, the purchase of more units, so your share grows and the rent falls.",
        actions: [
          "Pay the monthly instalment",
          "Watch your ownership share grow",
          "Make extra unit purchases when you can",
        ],
      },
      {
        title: "Take full ownership",
        description:
          "With the last payment the bank transfers the remaining title to you, by gift or sale at a nominal price as agreed in a separate promise.",
        actions: ["Make the final payment", "Receive the full title deed", "Close the Takaful cover or keep it"],
      },
    ],
    features: [
      "Ijarah rent or Diminishing Musharakah partnership",
      "Down payment from 20 percent (expatriates) or 15 percent (UAE nationals)",
      "Tenure from 5 to 25 years",
      "The bank shares ownership risk until the end",
      "Ownership share shown at every stage",
    ],
    benefits: [
      "Own a home without an interest-bearing mortgage",
      "Rent is paid only on what the bank still owns",
      "Build equity every month",
      "Settle early by buying the remaining units",
    ],
  },
  {
    id: "car-finance",
    title: "Car Finance",
    subtitle: "Drive now with a fixed-price sale",
    description:
      "The bank buys the car from the dealer and sells it to you at a disclosed profit, payable in monthly instalments. The price is fixed at signing and the car is registered in your name.",
    contractType: "Murabaha",
    icon: "car",
    color: "violet",
    steps: [
      {
        title: "Pick your car",
        description: "Choose a new or used car at a dealer and get its quotation. Decide how much you pay upfront.",
        actions: ["Get the dealer's quotation", "Choose your down payment", "Choose a term of up to 5 years"],
      },
      {
        title: "The bank buys the car",
        description:
          "After approval the bank buys the car from the dealer in its own name, so it owns the car before selling it to you.",
        actions: ["Submit salary certificate and licence", "Receive approval", "Bank pays the dealer"],
      },
      {
        title: "Buy it from the bank",
        description:
          "The bank sells you the car at its cost plus an agreed profit. The total is fixed; nothing is added if rates change later.",
        actions: ["Review cost, profit and total", "Sign the Murabaha sale", "Arrange motor Takaful"],
      },
      {
        title: "Drive and pay monthly",
        description:
          "The car is registered to you and you pay the fixed instalments. A late-payment charge, if any, is given to charity.",
        actions: ["Collect the car", "Pay monthly instalments", "Settle early with a rebate at the bank's discretion"],
      },
    ],
    features: [
      "Fixed total price agreed at signing",
      "New and used cars from dealers",
      "Motor Takaful instead of conventional insurance",
      "Early settlement possible",
    ],
    benefits: [
      "A car without an interest-bearing loan",
      "Predictable payments for the whole term",
      "Ownership in your name from the sale",
      "Transparent cost with nothing hidden",
    ],
  },
  {
    id: "takaful",
    title: "Takaful",
    subtitle: "Mutual protection instead of conventional insurance",
    description:
      "Participants donate contributions into a shared fund that pays members' claims. An operator runs the fund for a disclosed fee, and any surplus belongs to the participants.",
    contractType: "Tabarru'",
    icon: "shield",
    color: "teal",
    steps: [
      {
        title: "Choose your cover",
        description: "Select the protection you need: family, health, motor or property, and the amount of cover.",
        actions: ["Pick a Takaful plan", "Choose the cover amount", "Answer the health or risk questions"],
      },
      {
        title: "Contribute to the fund",
        description:
          "Your contribution is a donation (tabarru') to the participants' fund, which exists to help any member who suffers a covered loss. The operator takes a disclosed Wakalah fee to run it.",
        actions: ["Review the contribution and the Wakalah fee", "Sign the Takaful agreement", "Set up payments"],
      },
      {
        title: "The fund is managed",
        description:
          "The operator invests the fund only in Shariah-compliant assets, usually on a Mudarabah basis, under the oversight of a Shariah board.",
        actions: ["Receive your certificate", "See how the fund is invested", "Update beneficiaries"],
      },
      {
        title: "Claims and surplus",
        description:
          "When a member suffers a covered loss the fund pays the claim. If the fund ends the year in surplus, part of it can be returned to participants.",
        actions: ["Report a claim online", "Receive the payout", "Receive your share of any surplus"],
      },
    ],
    features: [
      "Contributions are donations to a mutual fund",
      "Operator paid a disclosed Wakalah fee",
      "Investments screened by a Shariah board",
      "Surplus shared with participants",
    ],
    benefits: [
      "Protection free of uncertainty (gharar) and gambling (maysir)",
      "Members help one another",
      "Transparency about fees and the fund",
      "Possible refunds when claims are low",
    ],
  },
  {
    id: "zakat-waqf",
    title: "Zakat & Waqf",
    subtitle: "Calculate your Zakat and give lasting charity",
    description:
      "Work out the Zakat due on your savings and give it to eligible recipients, or set up a Waqf: an endowment whose capital is preserved for good while its returns fund a cause.",
    contractType: "Zakat / Waqf",
    icon: "hand-heart",
    color: "rose",
    steps: [
      {
        title: "Add up your zakatable wealth",
        description:
          "List cash, savings, gold and silver, investments and business stock you have held for one lunar year, less debts due now.",
        actions: ["Enter cash and bank balances", "Add gold, silver and investments", "Subtract debts that are due"],
      },
      {
        title: "Check the nisab",
        description:
          "Zakat is due only when your net wealth reaches the nisab, the value of 85 grams of gold, for a full lunar year.",
        actions: ["See today's gold-based nisab", "Compare your net wealth", "Note your Zakat anniversary"],
      },
      {
        title: "Pay your Zakat",
        description:
          "Zakat is 2.5 percent of zakatable wealth. It goes to the eight categories of recipients named in the Quran (9:60), such as the poor and those in debt.",
        actions: ["See the 2.5 percent due", "Choose a verified Zakat channel", "Receive a receipt"],
      },
      {
        title: "Create a Waqf",
        description:
          "Beyond Zakat, you can endow an asset or a cash Waqf. Its capital is kept intact and invested; the returns fund education, health or water projects for good.",
        actions: ["Choose a cause and trustee", "Endow cash or an asset", "Follow the impact reports"],
      },
    ],
    features: [
      "Zakat at 2.5 percent of wealth above the nisab",
      "Nisab based on 85 grams of gold",
      "Cash Waqf through a regulated trustee",
      "Receipts and impact reports",
    ],
    benefits: [
      "Fulfil an obligation with confidence",
      "Charity that keeps giving through Waqf",
      "Giving that reaches eligible recipients",
      "Everything tracked in one place",
    ],
  },
];

/** A product by id (in `products`, the English list unless another language's is given), or undefined. */
export function getIslamicProduct(
  id: string | null | undefined,
  products: readonly IslamicProduct[] = islamicProducts,
): IslamicProduct | undefined {
  return products.find((product) => product.id === id);
}
