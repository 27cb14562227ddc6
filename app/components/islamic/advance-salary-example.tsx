import { useState } from "react";
import { Figure } from "#app/components/figure.tsx";
import { useLocale, useT } from "#app/lib/i18n.tsx";
import { advanceSalaryCap } from "#domain/calc/islamic.ts";
import { checkAmount } from "#domain/calc/parse.ts";
import { ADVANCE_SALARY_CAP_PERCENT, ADVANCE_SALARY_MONTHLY } from "#domain/calculator-bounds.ts";
import { financeFormats } from "#domain/finance/format.ts";
import { amountError } from "./amount-error.ts";
import { AmountInput, NO_RESULT } from "./amount-input.tsx";

const EXAMPLE_SALARY = 10_000;

/** SPEC §9 advance-salary example: the cap is 50 % of salary; late fees go to charity. */
export function AdvanceSalaryExample() {
  const t = useT("islamic");
  const { aed, aed0, inline } = financeFormats(useLocale());
  const [salary, setSalary] = useState(String(EXAMPLE_SALARY));
  const salaryField = { label: t("advance.salary"), range: ADVANCE_SALARY_MONTHLY, format: aed0 };
  const checked = checkAmount(salary, ADVANCE_SALARY_MONTHLY, salaryField);
  const cap = checked.ok ? advanceSalaryCap(checked.value) : null;
  return (
    <section aria-labelledby="advance-example-heading" className="rounded-xl border bg-card p-6 sm:p-8">
      <h3 id="advance-example-heading" className="text-xl font-semibold">
        {t("advance.title")}
      </h3>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 sm:items-end">
        <AmountInput
          label={salaryField.label}
          value={salary}
          onChange={setSalary}
          error={amountError(t, checked, salaryField)}
        />
        <dl aria-live="polite">
          <Figure
            label={t("advance.cap", { percent: ADVANCE_SALARY_CAP_PERCENT })}
            value={cap === null ? NO_RESULT : aed(cap)}
            emphasis
            testId="advance-cap"
          />
        </dl>
      </div>
      <p className="mt-4 text-sm text-muted-foreground">
        {t("advance.repay", { amount: cap === null ? t("advance.repayUnknown") : inline(aed(cap)) })}
      </p>
    </section>
  );
}
