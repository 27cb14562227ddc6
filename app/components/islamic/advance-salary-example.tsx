import { useState } from "react";
import { Figure } from "#app/components/figure.tsx";
import { formatMoney } from "#domain/calc/format.ts";
import { advanceSalaryCap } from "#domain/calc/islamic.ts";
import { checkAmount } from "#domain/calc/parse.ts";
import { ADVANCE_SALARY_CAP_PERCENT, ADVANCE_SALARY_MONTHLY } from "#domain/constants.ts";
import { AmountInput, NO_RESULT } from "./amount-input.tsx";

const EXAMPLE_SALARY = 10_000;
const SALARY_FIELD = { label: "Monthly salary", format: (value: number) => formatMoney(value, "AED", 0) };

/** SPEC §9 advance-salary example: the cap is 50 % of salary; late fees go to charity. */
export function AdvanceSalaryExample() {
  const [salary, setSalary] = useState(String(EXAMPLE_SALARY));
  const checked = checkAmount(salary, ADVANCE_SALARY_MONTHLY, SALARY_FIELD);
  const cap = checked.ok ? advanceSalaryCap(checked.value) : null;
  return (
    <section aria-labelledby="advance-example-heading" className="rounded-xl border bg-card p-6 sm:p-8">
      <h3 id="advance-example-heading" className="text-xl font-semibold">
        How much can you advance?
      </h3>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 sm:items-end">
        <AmountInput
          label={SALARY_FIELD.label}
          value={salary}
          onChange={setSalary}
          error={checked.ok ? undefined : checked.message}
        />
        <dl aria-live="polite">
          <Figure
            label={`Maximum advance (${ADVANCE_SALARY_CAP_PERCENT}% of salary)`}
            value={cap === null ? NO_RESULT : formatMoney(cap, "AED")}
            emphasis
            testId="advance-cap"
          />
        </dl>
      </div>
      <p className="mt-4 text-sm text-muted-foreground">
        You repay exactly {cap === null ? "what you advance" : formatMoney(cap, "AED")} from your next salary: no
        interest. If a repayment is late, any late fee is donated to charity, never kept as income.
      </p>
    </section>
  );
}
