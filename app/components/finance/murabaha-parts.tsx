import { useLocale, useT } from "#app/lib/i18n.tsx";
import { financeFormats } from "#domain/finance/format.ts";
import type { Affordability, SalaryMultiple } from "#domain/finance/limits.ts";
import { type SaleSettlement, settlementExtra } from "#domain/finance/murabaha.ts";
import { CapNote, Card, Explain, Figure, Figures } from "./result-parts.tsx";

/** The debt-burden ratio a bank checks before anything else, shown before the schedule. */
export function AffordabilityCard({
  affordability,
  salaryMultiple,
}: {
  affordability: Affordability;
  /** Personal finance only: the amount against 20 monthly salaries. */
  salaryMultiple?: SalaryMultiple;
}) {
  const t = useT("finance");
  const { aed, percent, inline } = financeFormats(useLocale());
  const words = { ratio: inline(percent(affordability.ratio)), cap: inline(percent(affordability.cap)) };
  const { roomBefore, roomAfter } = affordability;
  return (
    <Card title={t("afford.title")}>
      <Figures>
        <Figure label={t("afford.ratio")} value={percent(affordability.ratio)} emphasis testId="debt-burden" />
        {/* Before and after this finance: the ratio already counts its instalment. */}
        <Figure
          label={t(roomBefore < 0 ? "afford.overBefore" : "afford.roomBefore")}
          value={aed(Math.abs(roomBefore))}
          testId="debt-room-before"
        />
        <Figure
          label={t(roomAfter < 0 ? "afford.overAfter" : "afford.roomAfter")}
          value={aed(Math.abs(roomAfter))}
          testId="debt-room-after"
        />
      </Figures>
      <CapNote within={affordability.withinCap} testId="affordability">
        {affordability.withinCap ? t("afford.within", words) : t("afford.over", words)}
      </CapNote>
      {salaryMultiple && (
        <CapNote within={salaryMultiple.withinCap} testId="salary-multiple">
          {t(salaryMultiple.withinCap ? "afford.salaryWithin" : "afford.salaryOver", {
            amount: inline(aed(salaryMultiple.amount)),
            multiple: salaryMultiple.multiple,
            cap: inline(aed(salaryMultiple.cap)),
          })}
        </CapNote>
      )}
    </Card>
  );
}

/** Settling a sale early: what is owed, the profit waived (ibra'), the capped fee, the amount to pay. */
export function SaleSettlementCard({ settlement }: { settlement: SaleSettlement }) {
  const t = useT("finance");
  const { aed, inline } = financeFormats(useLocale());
  return (
    <Card title={t("settle.title")}>
      <p className="text-sm font-medium">{t("settle.after", { month: settlement.month })}</p>
      <Figures>
        <Figure label={t("settle.outstanding")} value={aed(settlement.outstanding)} testId="settle-outstanding" />
        <Figure label={t("settle.remaining")} value={aed(settlement.remainingInstalments)} testId="settle-remaining" />
        <Figure label={t("settle.rebate")} value={aed(settlement.rebate)} testId="settle-rebate" />
        <Figure label={t("settle.fee")} value={aed(settlement.fee)} testId="settle-fee" />
        <Figure label={t("settle.total")} value={aed(settlement.total)} emphasis testId="settle-total" />
      </Figures>
      <Explain>{t("settle.note")}</Explain>
      {settlementExtra(settlement) > 0 && (
        <p className="text-sm text-muted-foreground" data-testid="settle-costlier">
          {t("settle.costlier", {
            extra: inline(aed(settlementExtra(settlement))),
            rebate: inline(aed(settlement.rebate)),
            fee: inline(aed(settlement.fee)),
          })}
        </p>
      )}
    </Card>
  );
}
