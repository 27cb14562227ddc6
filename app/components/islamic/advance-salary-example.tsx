import { useState } from "react";
import { formatMoney } from "#domain/calc/format.ts";
import { advanceSalaryCap } from "#domain/calc/islamic.ts";
import { parseAmount } from "#domain/calc/parse.ts";
import { ADVANCE_SALARY_CAP_PERCENT } from "#domain/constants.ts";
import { AmountInput, Figure } from "./amount-input.tsx";

const EXAMPLE_SALARY = 10_000;

/** SPEC §9 advance-salary example: the cap is 50 % of salary; late fees go to charity. */
export function AdvanceSalaryExample() {
  const [salary, setSalary] = useState(String(EXAMPLE_SALARY));
  const cap = advanceSalaryCap(parseAmount(salary));
  return (
    <section aria-labelledby="advance-example-heading" className="rounded-xl border bg-card p-6 sm:p-8">
      <h3 id="advance-example-heading" className="text-xl font-semibold">
        How much can you advance?
      </h3>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 sm:items-end">
        <AmountInput label="Monthly salary" value={salary} onChange={setSalary} />
        <dl aria-live="polite">
          <Figure
            label={`Maximum advance (${ADVANCE_SALARY_CAP_PERCENT}% of salary)`}
            value={formatMoney(cap, "AED")}
            emphasis
            testId="advance-cap"
          />
        </dl>
      </div>
      <p className="mt-4 text-sm text-muted-foreground">
        You repay exactly {formatMoney(cap, "AED")} from your next salary: no interest. If a repayment is late, any late
        fee is donated to charity, never kept as income.
      </p>
    </section>
  );
}
