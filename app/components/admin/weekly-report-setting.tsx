import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { AdminActionResult } from "#domain/admin-actions.ts";

/**
 * The weekly report's switch on Admin → Insights (issue #44): on until the owner turns it off; a
 * plain form (works without JavaScript), saved in the database by the page's action.
 */
export function WeeklyReportSetting({ enabled }: { enabled: boolean }) {
  const result = useActionData<AdminActionResult>();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "weekly-report";
  return (
    <section aria-labelledby="weekly-report-heading" className="grid gap-3 rounded-lg border p-4">
      <h2 id="weekly-report-heading" className="font-semibold">
        Weekly report by mail
      </h2>
      <p className="text-sm text-muted-foreground">
        On Monday morning (in your time zone): last week against the week before, the top sources and pages, conversions
        and where they came from, and pages answered 404 with the sites linking to them.
      </p>
      <Form method="post" className="flex flex-wrap items-center gap-3" aria-labelledby="weekly-report-heading">
        <input type="hidden" name="intent" value="weekly-report" />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="weeklyReport" value="yes" defaultChecked={enabled} />
          Send me the weekly report
        </label>
        <Button type="submit" variant="outline" size="sm" disabled={saving}>
          Save
        </Button>
      </Form>
      {result && "message" in result ? (
        <p role="status" className="text-sm">
          {result.message}
        </p>
      ) : null}
    </section>
  );
}
