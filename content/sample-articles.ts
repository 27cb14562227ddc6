// The sample articles' words: an English article and its Arabic translation, as the owner would write
// them (a worked example a newcomer to /blog can use). seed-article.ts writes them into a database; the
// browser tests publish them to check the article pages (tests/e2e/arabic-words.spec.ts).

export const ARTICLE_SLUG = "murabaha-or-personal-loan-reading-the-numbers";
export const ARABIC_ARTICLE_SLUG = "al-murabaha-am-al-qard-qiraat-al-arqam";

// The worked example in both articles: 100,000 AED, a flat 6 % a year over 4 years. Profit
// 100,000 × 6 % × 4 = 24,000; price 124,000; 48 instalments of 2,583.33; the rate that discounts those
// instalments back to 100,000 is 0.9146 % a month, an APR of 10.97 %. A conventional loan at 6 %
// on the reducing balance costs 2,348.50 a month and 12,728.14 in all. After 24 instalments the
// murabaha has 62,000 of its price left; a loan at 10.97 % would have 55,440.88 of principal left.
const englishBody = `A client asked me last month why the bank's Islamic personal finance quoted "6 %" when a conventional loan at another bank also said "6 %", yet the monthly payments were different. The answer is a good way into how murabaha works, and into the one number you should always ask for.

## What a murabaha is

A murabaha is a sale, not a loan. The bank buys a commodity or an asset, owns it (and carries its risk) for a moment, then sells it to you for its cost plus a profit that is agreed and disclosed before you sign. You pay that price in instalments. Two consequences follow:

- **The price is fixed at signing.** It does not grow if you pay late, and there is no interest on the instalments.
- **The profit is stated as a flat rate** on the original amount, because it is part of a sale price, not a charge on a balance that shrinks.

A conventional personal loan charges interest on the balance still owed, so each month's interest falls as you repay.

## A worked example

Say you need 100,000 AED over 4 years, and the bank quotes a flat profit rate of 6 % a year.

| | Murabaha, 6 % flat | Conventional loan, 6 % reducing |
|---|---|---|
| Profit or interest | 24,000 AED | 12,728.14 AED |
| Total you repay | 124,000 AED | 112,728.14 AED |
| Monthly instalment (48) | 2,583.33 AED | 2,348.50 AED |
| Annual percentage rate (APR) | 10.97 % | 6.00 % |

The murabaha's profit is simple to check: 100,000 × 6 % × 4 years = 24,000 AED, so the price is 124,000 AED and each of the 48 instalments is 124,000 ÷ 48 = 2,583.33 AED.

The two "6 %" figures are not the same thing. A flat rate is charged on the full 100,000 for the whole four years, even though you have repaid half of it by the middle of the term. To compare fairly, find the rate that turns 48 payments of 2,583.33 AED back into 100,000 AED: it is 0.9146 % a month, an APR of **10.97 %**. A conventional loan at 10.97 % on the reducing balance would cost exactly the same each month.

\`\`\`ts
// The flat-rate price, and the APR that makes it comparable with a loan.
const profit = amount * flatRate * years; // 100000 * 0.06 * 4 = 24000
const instalment = (amount + profit) / (years * 12); // 124000 / 48 = 2583.33
\`\`\`

## What actually differs

So a murabaha is not automatically cheaper or dearer: compare the APR, which banks in the UAE must show you, not the headline rate. What differs is the contract:

- **Late payment.** A conventional loan can charge interest on arrears. A murabaha's price cannot grow; a late-payment charge, where the contract has one, is given to charity, not kept as profit.
- **Paying off early.** With a loan, interest stops when the balance is repaid. With a murabaha you owe the rest of the agreed price: after 24 instalments that is 62,000 AED, while a loan at the same 10.97 % would have 55,440.88 AED of principal left. Banks usually grant a rebate (*ibra'*) of the unearned profit, but the contract decides how much, so ask before you sign.
- **The asset.** The bank must own what it sells you. Behind a cash murabaha there is a real commodity purchase, and your contract should name it.

## Three questions to ask

1. What is the APR, and what is the total I will repay?
2. If I settle early, how is the rebate calculated, and is it in the contract?
3. What happens if an instalment is late, and where does any charge go?

If the answers are clear and the APR is competitive, a murabaha gives you what a loan cannot: a price that is known on the first day and never changes.`;

// The equations in the Arabic text read left to right inside the right-to-left line: each is wrapped in
// a left-to-right isolate (U+2066 … U+2069), or a line's bidi order could show "2,583.33 = 48 ÷ 124,000".
const arabicBody = `سألني أحد العملاء الشهر الماضي: لماذا يعرض عليه مصرفه تمويلًا شخصيًا إسلاميًا بنسبة 6%، ويعرض عليه مصرف آخر قرضًا تقليديًا بالنسبة نفسها، ثم يختلف القسط الشهري بينهما؟ والجواب مدخل جيد لفهم المرابحة، وللرقم الذي ينبغي أن تسأل عنه دائمًا.

## ما المرابحة؟

المرابحة بيعٌ لا قرض: يشتري المصرف سلعة أو أصلًا، فيتملّكه ويتحمّل مخاطره، ثم يبيعه لك بتكلفته مضافًا إليها ربحٌ يُتّفق عليه ويُفصَح عنه قبل التوقيع، وتسدّد هذا الثمن على أقساط. ويترتّب على ذلك أمران:

- **الثمن ثابت منذ التوقيع**، فلا يزيد إن تأخّرت في السداد، ولا فائدة على الأقساط.
- **يُذكر الربح بنسبة ثابتة** من المبلغ الأصلي، لأنه جزء من ثمن البيع، لا أجرٌ على رصيد يتناقص.

أما القرض الشخصي التقليدي فيحتسب الفائدة على الرصيد المتبقي، فتقلّ فائدة كل شهر كلما سدّدت.

## مثال محسوب

لنفترض أنك تحتاج إلى 100,000 درهم على أربع سنوات، وعرض عليك المصرف ربحًا بنسبة ثابتة قدرها 6% سنويًا.

| | المرابحة بنسبة ثابتة 6% | القرض التقليدي بنسبة 6% على الرصيد المتناقص |
|---|---|---|
| الربح أو الفائدة | 24,000 درهم | 12,728.14 درهم |
| إجمالي ما تسدّده | 124,000 درهم | 112,728.14 درهم |
| القسط الشهري (48 قسطًا) | 2,583.33 درهم | 2,348.50 درهم |
| معدل النسبة السنوي (APR) | 10.97% | 6.00% |

ربح المرابحة سهل التحقق: \u2066100,000 × 6% × 4 = 24,000\u2069 درهم (المبلغ × النسبة × عدد السنوات)، فيكون الثمن 124,000 درهم، وكل قسط من الأقساط الثمانية والأربعين \u2066124,000 ÷ 48 = 2,583.33\u2069 درهم.

فالنسبتان المعلنتان ليستا شيئًا واحدًا: النسبة الثابتة تُحتسب على المبلغ كاملًا طوال السنوات الأربع، مع أنك تكون قد سدّدت نصفه في منتصف المدة. وللمقارنة العادلة نبحث عن المعدل الذي يجعل 48 قسطًا قيمة كلٍّ منها 2,583.33 درهم تساوي 100,000 درهم اليوم، وهو 0.9146% شهريًا، أي معدل نسبة سنوي قدره **10.97%**. ولو أخذت قرضًا تقليديًا بنسبة 10.97% على الرصيد المتناقص لكان قسطه الشهري هو نفسه.

\`\`\`ts
// ثمن المرابحة بالنسبة الثابتة
const profit = amount * flatRate * years; // 100000 * 0.06 * 4 = 24000
const instalment = (amount + profit) / (years * 12); // 124000 / 48 = 2583.33
\`\`\`

## ما الذي يختلف فعلًا؟

ليست المرابحة إذن أرخص أو أغلى بطبيعتها، فقارن بمعدل النسبة السنوي الذي يلزم المصارف في الإمارات أن تُطلعك عليه، لا بالنسبة المعلنة. والفرق الحقيقي في العقد:

- **التأخر في السداد:** قد يحتسب القرض التقليدي فائدة على المتأخرات، أما ثمن المرابحة فلا يزيد، وأي غرامة تأخير ينص عليها العقد تُصرف في وجوه الخير ولا تدخل في ربح المصرف.
- **السداد المبكر:** في القرض تتوقف الفائدة بسداد الرصيد، وفي المرابحة يبقى عليك باقي الثمن المتفق عليه، وهو بعد 24 قسطًا 62,000 درهم، في حين يكون المتبقي من أصل قرضٍ بنسبة 10.97% نفسها 55,440.88 درهم. وتمنح المصارف عادةً خصمًا من الربح غير المستحق يُسمّى «الإبراء»، لكن العقد هو الذي يحدّد مقداره، فاسأل عنه قبل التوقيع.
- **السلعة:** يجب أن يتملّك المصرف ما يبيعه لك، ووراء كل تمويل نقدي بالمرابحة شراءُ سلعة حقيقية ينبغي أن يسمّيها عقدك.

## ثلاثة أسئلة قبل التوقيع

1. ما معدل النسبة السنوي، وما إجمالي ما سأسدّده؟
2. إن سدّدت مبكرًا، كيف يُحتسب الإبراء، وهل هو منصوص عليه في العقد؟
3. ماذا يحدث إن تأخّر قسط، وأين تذهب الغرامة إن وُجدت؟

فإذا جاءت الإجابات واضحة وكان معدل النسبة السنوي منافسًا، منحتك المرابحة ما لا يمنحه القرض: ثمنًا تعرفه من اليوم الأول ولا يتغيّر أبدًا.`;

/** Each article as the admin would save it: title, slug, excerpt, body and category. */
export const SAMPLE_ARTICLES = {
  en: {
    title: "Murabaha or a personal loan? Reading the numbers",
    slug: ARTICLE_SLUG,
    excerpt:
      "Two offers both say 6 %, yet the instalments differ. A worked example of murabaha against a conventional loan, and the number to compare.",
    content: englishBody,
    category: "Islamic Finance",
  },
  ar: {
    title: "المرابحة أم القرض الشخصي؟ كيف تقرأ الأرقام",
    slug: ARABIC_ARTICLE_SLUG,
    excerpt: "عرضان بنسبة 6% والقسطان مختلفان: مثال محسوب يقارن المرابحة بالقرض التقليدي، والرقم الذي تجب المقارنة به.",
    content: arabicBody,
    category: "التمويل الإسلامي",
  },
} as const;
