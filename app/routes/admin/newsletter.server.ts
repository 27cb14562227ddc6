import { redirect } from "react-router";
import { adminHref } from "#app/components/admin/tabs.ts";
import { formValues } from "#app/lib/forms.ts";
import { availability } from "#content/booking.ts";
import { ACTION_MESSAGES, NEWSLETTER_MESSAGES } from "#domain/admin-actions.ts";
import { zonedInstant } from "#domain/booking/zone.ts";
import { DomainError } from "#domain/errors.ts";
import { recordIdSchema } from "#domain/schemas/admin.ts";
import { newsletterIssueSchema, newsletterWelcomeSchema } from "#domain/schemas/newsletter-issue.ts";
import { type AdminAnswer, type AdminContext, done, refused } from "./admin.server.ts";

/** The owner's zone: a scheduled time is typed on the owner's clock (Asia/Dubai unless the booking rules say otherwise). */
export const OWNER_ZONE = availability.timeZone;

/**
 * The Newsletter section's issue changes, posted to its action (the caller has checked the admin;
 * the HTTP shell has checked the Origin, the body size and the rate; a DomainError thrown here is
 * answered by the caller's `answering`): save, start from an article,
 * send a test to the admin, send now, schedule, pause, resume, cancel, delete, hide from the archive,
 * and the open and click tracking settings (off by default, decision 032).
 */
export async function newsletterAction(
  context: AdminContext,
  intent: string,
  form: FormData,
): Promise<AdminAnswer | Response> {
  const issues = context.services.newsletterIssues;
  const values = formValues(form);
  const id = () => {
    const parsed = recordIdSchema.safeParse(values.id);
    if (!parsed.success) throw new DomainError("invalid", ACTION_MESSAGES.invalid);
    return parsed.data;
  };
  switch (intent) {
    case "newsletter-save": {
      const input = newsletterIssueSchema.safeParse(values);
      if (!input.success) {
        const errors: Record<string, string> = {};
        for (const issue of input.error.issues) errors[String(issue.path[0])] ??= issue.message;
        return refused(Object.values(errors)[0] ?? ACTION_MESSAGES.invalid, 400, { errors });
      }
      if (values.id) {
        const saved = await issues.update(id(), input.data);
        return opened(saved.id);
      }
      const twin = recordIdSchema.safeParse(values.translationOf);
      const created = await issues.create(input.data, twin.success ? { translationOf: twin.data } : {});
      return opened(created.id);
    }
    case "newsletter-welcome": {
      const input = newsletterWelcomeSchema.safeParse(values);
      if (!input.success) return refused(input.error.issues[0]?.message);
      const { locale, ...words } = input.data;
      await issues.saveWelcome(locale, words);
      return done(NEWSLETTER_MESSAGES.welcomeSaved(locale === "en" ? "English" : "Arabic"));
    }
    case "newsletter-tracking": {
      const settings = { trackOpens: values.trackOpens === "yes", trackClicks: values.trackClicks === "yes" };
      await issues.saveTrackingSettings(settings);
      return done(NEWSLETTER_MESSAGES.trackingSaved(settings.trackOpens, settings.trackClicks));
    }
    case "newsletter-from-article": {
      const article = recordIdSchema.safeParse(values.articleId);
      if (!article.success) return refused();
      const created = await issues.createFromArticle(article.data);
      return opened(created.id);
    }
    case "newsletter-test": {
      const to = context.user?.email;
      if (!to) return refused();
      await issues.sendTest(id(), to);
      return done(NEWSLETTER_MESSAGES.testSent(to));
    }
    case "newsletter-send": {
      if (values.confirm !== "yes") return refused(NEWSLETTER_MESSAGES.confirmSend);
      return done(NEWSLETTER_MESSAGES.started(await issues.sendNow(id())));
    }
    case "newsletter-schedule": {
      const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(values.at ?? "");
      const instant = match ? zonedInstant(match[1]!, Number(match[2]) * 60 + Number(match[3]), OWNER_ZONE) : null;
      if (instant === null) return refused(NEWSLETTER_MESSAGES.badTime);
      await issues.schedule(id(), new Date(instant));
      return done(NEWSLETTER_MESSAGES.scheduled(`${match![1]} ${match![2]}:${match![3]}`));
    }
    case "newsletter-pause":
      await issues.pause(id());
      return done(NEWSLETTER_MESSAGES.paused);
    case "newsletter-resume":
      await issues.resume(id());
      return done(NEWSLETTER_MESSAGES.resumed);
    case "newsletter-cancel":
      await issues.cancel(id());
      return done(NEWSLETTER_MESSAGES.cancelled);
    case "newsletter-delete":
      await issues.remove(id());
      return done(NEWSLETTER_MESSAGES.deleted);
    case "newsletter-hide":
    case "newsletter-show": {
      const hidden = intent === "newsletter-hide";
      await issues.setHidden(id(), hidden);
      return done(hidden ? NEWSLETTER_MESSAGES.hidden : NEWSLETTER_MESSAGES.shown);
    }
    default:
      return refused();
  }
}

/**
 * What the Issues section shows: every issue with its report, how many subscribers each language
 * has now, bounced addresses, the published articles an issue can start from, and the issue open in
 * the editor (`?issue=<id>`, or `?issue=new`) with its exact e-mail for the preview.
 */
export async function newsletterIssuesData(context: AdminContext, params: URLSearchParams) {
  const { newsletterIssues: issues, articles } = context.services;
  const [list, en, ar, bounced, published, welcomeEn, welcomeAr, tracking] = await Promise.all([
    issues.list(),
    issues.recipientCount("en"),
    issues.recipientCount("ar"),
    issues.bounced(),
    articles.listAll(),
    issues.welcome("en"),
    issues.welcome("ar"),
    issues.trackingSettings(),
  ]);
  const reports = await Promise.all(list.map((issue) => issues.report(issue.id)));
  const wanted = params.get("issue");
  const open = wanted && wanted !== "new" ? list.find((issue) => issue.id === wanted) : undefined;
  const preview = open ? await issues.preview(open.id) : null;
  const twinOf = recordIdSchema.safeParse(params.get("translationOf"));
  const twinSource = twinOf.success ? list.find((issue) => issue.id === twinOf.data) : undefined;
  return {
    issues: list.map((issue, i) => ({ ...issue, report: reports[i]! })),
    recipients: { en, ar },
    bounced,
    articles: published.filter((a) => a.published).map((a) => ({ id: a.id, title: a.title, locale: a.locale })),
    editing: open ?? (wanted === "new" ? null : undefined),
    newLocale: twinSource ? (twinSource.locale === "en" ? ("ar" as const) : ("en" as const)) : ("en" as const),
    translationOf: twinSource?.id ?? null,
    preview: preview ? { html: preview.html, text: preview.text, subject: preview.subject } : null,
    view: params.get("view") === "phone" ? ("phone" as const) : ("desktop" as const),
    theme: params.get("theme") === "dark" ? ("dark" as const) : ("light" as const),
    welcome: [welcomeEn, welcomeAr],
    tracking,
    adminEmail: context.user?.email ?? "",
    zone: OWNER_ZONE,
  };
}

export type NewsletterIssuesData = Awaited<ReturnType<typeof newsletterIssuesData>>;

/** A new or saved issue opens in the editor, with its preview. */
const opened = (issueId: string) => redirect(adminHref("newsletter", { issue: issueId }));
