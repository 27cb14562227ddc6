import { Form, Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import type { NewsletterIssuesData } from "#app/routes/admin/newsletter.server.ts";
import { NEWSLETTER_LIMITS } from "#domain/schemas/newsletter-issue.ts";
import { formatCount, formatDateTime, formatLanguage } from "./format.ts";
import { adminHref } from "./tabs.ts";

type IssueItem = NewsletterIssuesData["issues"][number];

const STATUS_LABELS: Record<IssueItem["status"], { label: string; variant: "default" | "secondary" | "outline" }> = {
  draft: { label: "Draft", variant: "outline" },
  scheduled: { label: "Scheduled", variant: "outline" },
  sending: { label: "Sending", variant: "default" },
  paused: { label: "Paused", variant: "secondary" },
  sent: { label: "Sent", variant: "default" },
  cancelled: { label: "Cancelled", variant: "secondary" },
};

const issueHref = (id: string, extra: Record<string, string> = {}) => adminHref("newsletter", { issue: id, ...extra });

/** A hidden intent and issue id, and one submit button: each change the owner can make to an issue. */
function IssueButton({
  intent,
  id,
  label,
  variant = "outline",
}: {
  intent: string;
  id: string;
  label: string;
  variant?: "default" | "outline" | "destructive";
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant={variant} size="sm">
        {label}
      </Button>
    </Form>
  );
}

/**
 * The Newsletter tab's Issues: write an issue (or start one from an article), see the exact e-mail
 * at desktop and phone width in both themes, send a test to yourself, then send it now or at a time
 * on the owner's clock; pause, resume or cancel; and each issue's report. Every change is a plain
 * form posting to the Newsletter section's action, so it all works without JavaScript.
 */
export function NewsletterIssues({ data }: { data: NewsletterIssuesData }) {
  return (
    <section aria-labelledby="issues-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="issues-heading" className="text-lg font-semibold">
          Issues
        </h2>
        <div className="flex flex-wrap items-end gap-2">
          <Link to={adminHref("newsletter", { issue: "new" })} className={buttonVariants({ size: "sm" })}>
            Write an issue
          </Link>
          {data.articles.length > 0 ? (
            <Form method="post" className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value="newsletter-from-article" />
              <div className="grid gap-1">
                <Label htmlFor="issue-article">Start from an article</Label>
                <NativeSelect id="issue-article" name="articleId" className="h-8 text-xs">
                  {data.articles.map((article) => (
                    <option key={article.id} value={article.id} dir="auto">
                      {article.title} ({formatLanguage(article.locale)})
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <Button type="submit" variant="outline" size="sm">
                Start
              </Button>
            </Form>
          ) : null}
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        An issue goes to the confirmed subscribers of its language: {formatCount(data.recipients.en)} read in English,{" "}
        {formatCount(data.recipients.ar)} in Arabic.
      </p>

      {data.editing !== undefined ? <IssueEditor data={data} issue={data.editing} /> : null}

      {data.issues.length === 0 ? (
        <p className="text-sm text-muted-foreground">No issues yet.</p>
      ) : (
        <ul aria-label="Newsletter issues" className="grid gap-3">
          {data.issues.map((issue) => (
            <IssueSummary key={issue.id} issue={issue} />
          ))}
        </ul>
      )}

      <TrackingSettings tracking={data.tracking} />

      <section aria-labelledby="welcome-heading" className="grid gap-3 rounded-lg border p-4">
        <h3 id="welcome-heading" className="font-semibold">
          Welcome e-mail
        </h3>
        <p className="text-sm text-muted-foreground">
          Sent once to each new subscriber when they confirm, in their language, with the same unsubscribe link.
        </p>
        <div className="grid gap-4 lg:grid-cols-2">
          {data.welcome.map((words) => (
            <WelcomeForm key={words.locale} words={words} />
          ))}
        </div>
      </section>

      {data.bounced.length > 0 ? (
        <section aria-labelledby="bounced-heading" className="rounded-lg border p-4">
          <h3 id="bounced-heading" className="font-semibold">
            Addresses that bounced or complained
          </h3>
          <p className="text-sm text-muted-foreground">
            Their mail server refused an issue for good, or they marked one as spam; no newsletter goes to them again.
          </p>
          <ul className="mt-2 grid gap-1 text-sm">
            {data.bounced.map((b) => (
              <li key={b.email}>
                <span className="break-all">{b.email}</span> ·{" "}
                <span className="font-medium">{b.complained ? "Complained" : "Bounced"}</span>
                {b.bouncedAt ? <span className="text-muted-foreground"> · {formatDateTime(b.bouncedAt)}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

function IssueSummary({ issue }: { issue: IssueItem }) {
  const headingId = `issue-${issue.id}`;
  const status = STATUS_LABELS[issue.status];
  const r = issue.report;
  const started = issue.status !== "draft" && issue.status !== "scheduled" && issue.status !== "cancelled";
  return (
    <li aria-labelledby={headingId} className="grid gap-2 rounded-lg border bg-card p-4 text-card-foreground shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold">
          <Link to={issueHref(issue.id)} className="hover:underline" dir="auto">
            {issue.subject}
          </Link>
        </h3>
        <Badge variant={status.variant}>{status.label}</Badge>
        <Badge variant="outline">{formatLanguage(issue.locale)}</Badge>
        {issue.hiddenFromArchive ? <Badge variant="secondary">Hidden from the archive</Badge> : null}
      </div>
      <p className="text-xs text-muted-foreground">
        {issue.status === "scheduled" && issue.scheduledAt
          ? `Goes out ${formatDateTime(issue.scheduledAt)} (Dubai time)`
          : issue.startedAt
            ? `Started ${formatDateTime(issue.startedAt)}`
            : `Written ${formatDateTime(issue.createdAt)}`}
      </p>
      {started ? (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3 lg:grid-cols-5">
          {(
            [
              ["Recipients", r.recipients],
              ["Sent", r.sent],
              ["Waiting", r.pending],
              ["Failed", r.failed],
              ["Delivery unknown", r.unknown],
              ["Bounced", r.bounced],
              ["Skipped (left the list)", r.skipped],
              ["Unsubscribed after it", r.unsubscribedAfter],
              ["Complained (spam)", r.complained],
              ...(r.opens === null ? [] : ([["Opened (people)", r.opens]] as const)),
              ...(r.clicks === null ? [] : ([["Clicked (people)", r.clicks]] as const)),
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="font-medium">{formatCount(value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {started && r.unknown > 0 ? (
        <p className="text-xs text-muted-foreground">
          Delivery unknown: the mail server never confirmed these (the connection dropped, or the site stopped, in the
          middle of sending). These readers may well have the issue; it is not sent to them again, so nobody gets it
          twice.
        </p>
      ) : null}
      {started && r.links.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer">Clicks per link</summary>
          <table className="mt-2 w-full text-start text-sm">
            <caption className="sr-only">Clicks per link of {issue.subject}</caption>
            <thead>
              <tr>
                <th scope="col" className="text-start font-medium">
                  Link
                </th>
                <th scope="col" className="text-end font-medium">
                  Clicks
                </th>
              </tr>
            </thead>
            <tbody>
              {r.links.map((link) => (
                <tr key={link.n} className="border-t">
                  <td className="break-all py-1 pe-3" dir="ltr">
                    {link.url}
                  </td>
                  <td className="py-1 text-end tabular-nums">{formatCount(link.clicks)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
      {started && r.opens !== null ? (
        <p className="text-xs text-muted-foreground">
          Opens are an estimate: Apple Mail loads every picture for its readers (counted as opened), and readers who
          block pictures are never counted.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {issue.status === "sending" ? <IssueButton intent="newsletter-pause" id={issue.id} label="Pause" /> : null}
        {issue.status === "paused" ? (
          <IssueButton intent="newsletter-resume" id={issue.id} label="Resume" variant="default" />
        ) : null}
        {issue.status === "sent" ? (
          <IssueButton
            intent={issue.hiddenFromArchive ? "newsletter-show" : "newsletter-hide"}
            id={issue.id}
            label={issue.hiddenFromArchive ? "Show in the archive" : "Hide from the archive"}
          />
        ) : null}
        {issue.status === "draft" || issue.status === "cancelled" ? (
          <IssueButton intent="newsletter-delete" id={issue.id} label="Delete" variant="destructive" />
        ) : null}
      </div>
    </li>
  );
}

type Editing = NewsletterIssuesData["editing"];

function IssueEditor({ data, issue }: { data: NewsletterIssuesData; issue: Exclude<Editing, undefined> }) {
  const editable = !issue || issue.status === "draft" || issue.status === "scheduled";
  const locale = issue?.locale ?? data.newLocale;
  const count = data.recipients[locale];
  const field = (name: string) => `issue-${name}`;
  return (
    <section aria-labelledby="issue-editor-heading" className="grid gap-4 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="issue-editor-heading" className="font-semibold">
          {issue ? (editable ? "Edit the issue" : "The issue as sent") : "New issue"}
        </h3>
        <Link to={adminHref("newsletter")} className={buttonVariants({ variant: "ghost", size: "sm" })}>
          Close
        </Link>
      </div>
      <Form method="post" id="issue-editor-form" className="grid gap-3" key={issue?.id ?? "new"}>
        <input type="hidden" name="intent" value="newsletter-save" />
        {issue ? <input type="hidden" name="id" value={issue.id} /> : null}
        {data.translationOf && !issue ? <input type="hidden" name="translationOf" value={data.translationOf} /> : null}
        <fieldset disabled={!editable} className="grid gap-3">
          <div className="grid gap-1">
            <Label htmlFor={field("locale")}>Language</Label>
            {issue?.translationId || data.translationOf ? <input type="hidden" name="locale" value={locale} /> : null}
            <NativeSelect
              id={field("locale")}
              name="locale"
              defaultValue={locale}
              disabled={Boolean(issue?.translationId || data.translationOf)}
            >
              <option value="en">English</option>
              <option value="ar">Arabic (right to left)</option>
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={field("subject")}>Subject</Label>
            <Input
              id={field("subject")}
              name="subject"
              required
              maxLength={NEWSLETTER_LIMITS.subject}
              defaultValue={issue?.subject ?? ""}
              dir="auto"
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={field("preheader")}>Preview line (shown after the subject in the inbox)</Label>
            <Input
              id={field("preheader")}
              name="preheader"
              maxLength={NEWSLETTER_LIMITS.preheader}
              defaultValue={issue?.preheader ?? ""}
              dir="auto"
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={field("body")}>Text</Label>
            <Textarea
              id={field("body")}
              name="body"
              rows={10}
              maxLength={NEWSLETTER_LIMITS.body}
              defaultValue={issue?.body ?? ""}
              aria-describedby={field("body-help")}
              dir="auto"
            />
            <p id={field("body-help")} className="text-xs text-muted-foreground">
              Written like an article: **bold**, [a link](https://…), ![a picture](/images/…) for pictures on the site.
            </p>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-1">
              <Label htmlFor={field("ctaLabel")}>Button words (optional)</Label>
              <Input
                id={field("ctaLabel")}
                name="ctaLabel"
                maxLength={NEWSLETTER_LIMITS.ctaLabel}
                defaultValue={issue?.ctaLabel ?? ""}
                dir="auto"
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={field("ctaUrl")}>Button link</Label>
              <Input id={field("ctaUrl")} name="ctaUrl" defaultValue={issue?.ctaUrl ?? ""} dir="ltr" />
            </div>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={field("imageUrl")}>Picture at the top (optional)</Label>
            <Input id={field("imageUrl")} name="imageUrl" defaultValue={issue?.imageUrl ?? ""} dir="ltr" />
          </div>
          {editable ? (
            <div>
              <Button type="submit">Save</Button>
            </div>
          ) : null}
        </fieldset>
      </Form>

      {issue ? (
        <div className="flex flex-wrap items-end gap-3">
          {!issue.translationId ? (
            <Link
              to={adminHref("newsletter", { issue: "new", translationOf: issue.id })}
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              Write the {issue.locale === "en" ? "Arabic" : "English"} version
            </Link>
          ) : (
            <Link to={issueHref(issue.translationId)} className={buttonVariants({ variant: "outline", size: "sm" })}>
              Open the {issue.locale === "en" ? "Arabic" : "English"} version
            </Link>
          )}
          <IssueButton intent="newsletter-test" id={issue.id} label={`Send a test to ${data.adminEmail}`} />
        </div>
      ) : null}

      {issue && editable ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Form method="post" className="grid gap-2 rounded-md border p-3">
            <input type="hidden" name="intent" value="newsletter-send" />
            <input type="hidden" name="id" value={issue.id} />
            <p className="text-sm font-medium">
              Send now to {formatCount(count)} {count === 1 ? "subscriber" : "subscribers"} (
              {formatLanguage(issue.locale)})
            </p>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="confirm" value="yes" required />
              Yes, send it now to {formatCount(count)} {count === 1 ? "person" : "people"}
            </label>
            <div>
              <Button type="submit">Send now</Button>
            </div>
          </Form>
          <Form method="post" className="grid gap-2 rounded-md border p-3">
            <input type="hidden" name="intent" value="newsletter-schedule" />
            <input type="hidden" name="id" value={issue.id} />
            <Label htmlFor="issue-at">Or send it at (Dubai time)</Label>
            <Input id="issue-at" name="at" type="datetime-local" required className="w-fit" />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="outline">
                Schedule
              </Button>
            </div>
          </Form>
          <div className="flex gap-2">
            <IssueButton intent="newsletter-cancel" id={issue.id} label="Cancel this issue" variant="destructive" />
          </div>
        </div>
      ) : null}

      {data.preview && issue ? <IssuePreview data={data} issueId={issue.id} /> : null}
    </section>
  );
}

/**
 * The exact e-mail in a sandboxed frame at either width and theme. No scripts run in it; it keeps the
 * site's origin only so the site's own pictures load (they are served same-origin only).
 */
function IssuePreview({ data, issueId }: { data: NewsletterIssuesData; issueId: string }) {
  const preview = data.preview!;
  const option = (view: string, theme: string, label: string) => {
    const current = data.view === view && data.theme === theme;
    return (
      <Link
        key={label}
        to={issueHref(issueId, { view, theme })}
        preventScrollReset
        aria-current={current ? "true" : undefined}
        className={buttonVariants({ variant: current ? "default" : "outline", size: "sm" })}
      >
        {label}
      </Link>
    );
  };
  return (
    <section aria-labelledby="issue-preview-heading" className="grid gap-3">
      <h3 id="issue-preview-heading" className="font-semibold">
        Preview
      </h3>
      <nav aria-label="Preview size and theme" className="flex flex-wrap gap-2">
        {option("desktop", "light", "Desktop, light")}
        {option("desktop", "dark", "Desktop, dark")}
        {option("phone", "light", "Phone, light")}
        {option("phone", "dark", "Phone, dark")}
      </nav>
      <p className="text-xs text-muted-foreground">
        Dark versions show what mail apps that follow the reader&apos;s dark theme display; others show the light one.
      </p>
      <iframe
        title={`E-mail preview: ${preview.subject}`}
        srcDoc={preview.html}
        sandbox="allow-same-origin"
        className="h-[640px] max-w-full rounded-md border"
        style={{ width: data.view === "phone" ? 375 : 680, colorScheme: data.theme }}
      />
      <details>
        <summary className="cursor-pointer text-sm">Plain-text version</summary>
        <pre className="mt-2 overflow-x-auto whitespace-pre-wrap rounded-md border p-3 text-xs" dir="auto">
          {preview.text}
        </pre>
      </details>
    </section>
  );
}

/**
 * Open and click tracking, off until the owner turns them on (decision 032): they apply to issues
 * that start sending afterwards; an issue keeps what it started with.
 */
function TrackingSettings({ tracking }: { tracking: NewsletterIssuesData["tracking"] }) {
  return (
    <section aria-labelledby="tracking-heading" className="grid gap-3 rounded-lg border p-4">
      <h3 id="tracking-heading" className="font-semibold">
        Opens and clicks
      </h3>
      <p className="text-sm text-muted-foreground">
        Off unless you turn them on. Counting opens adds an invisible picture to each mail; counting clicks sends links
        through this site first. Both tell you about your readers without asking them, and opens are inflated by Apple
        Mail, which loads every picture. They apply to issues sent from now on.
      </p>
      <Form method="post" className="grid gap-2" aria-labelledby="tracking-heading">
        <input type="hidden" name="intent" value="newsletter-tracking" />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="trackOpens" value="yes" defaultChecked={tracking.trackOpens} />
          Count opens (a tracking picture in each mail)
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="trackClicks" value="yes" defaultChecked={tracking.trackClicks} />
          Count clicks (links go through this site)
        </label>
        <div>
          <Button type="submit" variant="outline" size="sm">
            Save tracking
          </Button>
        </div>
      </Form>
    </section>
  );
}

function WelcomeForm({ words }: { words: NewsletterIssuesData["welcome"][number] }) {
  const id = (name: string) => `welcome-${words.locale}-${name}`;
  const language = words.locale === "en" ? "English" : "Arabic";
  return (
    <Form method="post" className="grid gap-2" aria-label={`${language} welcome e-mail`}>
      <input type="hidden" name="intent" value="newsletter-welcome" />
      <input type="hidden" name="locale" value={words.locale} />
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" name="enabled" value="yes" defaultChecked={words.enabled} />
        Send the {language} welcome e-mail
      </label>
      <Label htmlFor={id("subject")}>Subject</Label>
      <Input
        id={id("subject")}
        name="subject"
        required
        maxLength={NEWSLETTER_LIMITS.subject}
        defaultValue={words.subject}
        dir={words.locale === "ar" ? "rtl" : "ltr"}
      />
      <Label htmlFor={id("body")}>Text</Label>
      <Textarea
        id={id("body")}
        name="body"
        rows={5}
        required
        maxLength={NEWSLETTER_LIMITS.body}
        defaultValue={words.body}
        dir={words.locale === "ar" ? "rtl" : "ltr"}
      />
      <div>
        <Button type="submit" variant="outline" size="sm">
          Save the {language} welcome e-mail
        </Button>
      </div>
    </Form>
  );
}
