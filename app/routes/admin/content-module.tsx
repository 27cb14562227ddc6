import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, redirectDocument } from "react-router";
import { ContentEditor } from "#app/components/admin/content-editor.tsx";
import { formatDateTime } from "#app/components/admin/format.ts";
import { adminHref } from "#app/components/admin/tabs.ts";
import { ArrowLeft } from "#app/components/icons.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import type { ContentEditorState, FieldErrors } from "#app/lib/server-types.ts";
import {
  type ContentField,
  fieldAt,
  fieldId,
  fieldLabel,
  PREVIEW_COOKIE,
  parseFieldPath,
  parseListOperation,
} from "#domain/content-fields.ts";
import { localizePath } from "#domain/i18n/locales.ts";
import type { RouteFacts } from "#domain/route-facts.ts";
import { safeLocalPath } from "#domain/safe-local-path.ts";
import type { Route } from "./+types/content-module";
import { refusal, requireAdmin } from "./admin.server.ts";

/** A module's form posts both languages at once: the larger body limit. */
export const handle = { largeBody: true } satisfies RouteFacts;

/** /admin/content/:module: one site content module's editor, its history and comparison. Admins only. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = requireAdmin(context);
  const content = services.siteContent;
  const state = await content.editor(params.module).catch(() => null);
  if (!state) throw redirect(adminHref("content"));
  const compareId = Number(new URL(request.url).searchParams.get("compare"));
  const [history, images] = await Promise.all([content.history(state.name), services.media.list()]);
  const compared = history.find((version) => version.id === compareId);
  const compare =
    Number.isInteger(compareId) && compareId > 0
      ? {
          id: compareId,
          number: compared?.number ?? null,
          changes: await content.compare(state.name, compareId).catch(() => null),
        }
      : null;
  return { state, history, compare, images, rendered: Date.now() };
}

type ActionResult = {
  ok: boolean;
  message: string;
  errors?: FieldErrors | null;
  state?: ContentEditorState;
  rendered: number;
};

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user, services, site } = requireAdmin(context);
  const content = services.siteContent;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const answer = (result: Omit<ActionResult, "rendered">, status = 200) =>
    data<ActionResult>({ ...result, rendered: Date.now() }, { status });
  try {
    const mark = form.get("mark");
    if (typeof mark === "string") {
      const [locale, stable] = mark.split("|");
      if (locale !== "en" && locale !== "ar") return answer({ ok: false, message: "Unknown language." }, 400);
      const marked = await content.markCurrent(params.module, locale, stable || null, user.email);
      const language = locale === "en" ? "English" : "Arabic";
      return answer({
        ok: true,
        message:
          marked === "live"
            ? `The ${language} text is marked current on the live version: there is nothing to publish.`
            : `The ${language} text is marked current in your draft: the mark goes live when you publish the draft.`,
      });
    }
    if (intent === "discard") {
      await content.discardDraft(params.module);
      return answer({ ok: true, message: "The draft is discarded." });
    }
    if (intent === "restore") {
      const restored = await content.restore(params.module, Number(form.get("version")), user.email);
      return answer({
        ok: true,
        message: `Version ${restored.restored} is restored and live, as version ${restored.number}.`,
      });
    }
    if (intent === "restore-original") {
      await content.restoreOriginal(params.module, user.email);
      return answer({
        ok: true,
        message:
          "The site's original text is in the form as your draft. Visitors still see the published version until you publish it.",
      });
    }
    if (intent === "end-preview") {
      // Back to the page the notice was on (a path on this site only: never an open redirect).
      return redirectDocument(safeLocalPath(form.get("back")) ?? "/admin", {
        headers: { "Set-Cookie": previewCookie(site.siteUrl, false) },
      });
    }
    const opRaw = form.get("op");
    const operation = typeof opRaw === "string" ? parseListOperation(opRaw) : null;
    const saved = await content.save(params.module, form, user.email, operation);
    if (operation)
      return answer({ ok: true, message: "Changed in the form: fill it in, then save.", state: saved.state });
    if (!saved.saved) {
      return answer(
        {
          ok: false,
          message: notSaved(saved.unplaced, saved.errors),
          errors: saved.errors,
          state: saved.state,
        },
        400,
      );
    }
    if (intent === "publish") {
      const version = await content.publish(params.module, user.email);
      return answer({ ok: true, message: `Published: version ${version} is live for everyone.` });
    }
    if (intent === "preview-en" || intent === "preview-ar") {
      const page = saved.state.pages[0] ?? "/";
      // A whole new document: the page (and the root's preview notice) is rendered afresh for it.
      return redirectDocument(localizePath(page, intent === "preview-ar" ? "ar" : "en"), {
        headers: { "Set-Cookie": previewCookie(site.siteUrl, true) },
      });
    }
    return answer({ ok: true, message: "Draft saved. Visitors still see the published version.", state: saved.state });
  } catch (error) {
    // The editor marks its own fields (per language): a refusal's are not the form's.
    return refusal<Omit<ActionResult, "ok" | "message">>(error, { errors: null, rendered: Date.now() });
  }
}

/** Why nothing was saved: the fields marked below, and by name any the form has no place to mark. */
function notSaved(unplaced: readonly string[], errors: FieldErrors | null): string {
  const total = errors ? new Set([...Object.keys(errors.en), ...Object.keys(errors.ar)]).size : 0;
  if (unplaced.length === 0) return "Nothing was saved: correct the fields marked below.";
  const named = unplaced.join(" ");
  return total > unplaced.length
    ? `Nothing was saved: correct the fields marked below, and: ${named}`
    : `Nothing was saved: ${named}`;
}

function previewCookie(siteUrl: string, on: boolean): string {
  const secure = siteUrl.startsWith("https:") ? "; Secure" : "";
  return on
    ? `${PREVIEW_COOKIE}=1; Path=/; HttpOnly; SameSite=Lax; Max-Age=3600${secure}`
    : `${PREVIEW_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.state.label ?? "Site content"}: edit` },
  { name: "robots", content: "noindex" },
];

type Compare = Route.ComponentProps["loaderData"]["compare"];

export default function AdminContent({ loaderData, actionData }: Route.ComponentProps) {
  // The form shows what the action answered with (what was typed, a list change) or else the
  // loader's fresh reading; it is drawn anew whenever either changes (its inputs keep no old values).
  const state = actionData?.state ?? loaderData.state;
  const { history, compare } = loaderData;
  const rendered = actionData?.state ? actionData.rendered : loaderData.rendered;
  const behind = state.outdated.en.length + state.outdated.ar.length;
  // After a save the form is drawn anew and the button pressed is gone: focus (and the screen, on a
  // phone far down the form) goes to the answer, which says what happened or lists what to correct.
  const status = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (actionData) status.current?.focus();
  }, [actionData]);
  const problems = actionData?.errors ? errorSummary(state.fields, actionData.errors) : [];
  return (
    <div>
      <Link to={adminHref("content")} className={buttonVariants({ variant: "outline", size: "sm" })}>
        <ArrowLeft aria-hidden="true" />
        Site content
      </Link>
      <h2 className="mt-4 text-2xl font-bold tracking-tight">{state.label}</h2>
      <p className="mt-1 text-muted-foreground">{state.summary}.</p>
      <ul className="mt-3 grid gap-1 text-sm">
        <li>
          {state.published
            ? `Live: version ${state.published.number}, published ${formatDateTime(state.published.at)} by ${state.published.by}.`
            : "Live: the site's original text (nothing published yet)."}
        </li>
        <li>
          {state.hasDraft && state.draftSavedAt
            ? `Draft saved ${formatDateTime(state.draftSavedAt)}: only you see it, in the preview.`
            : "No draft: the form shows what is live."}
        </li>
        {behind > 0 ? (
          <li className="font-medium text-error">{`${behind} translation${behind === 1 ? "" : "s"} out of date.`}</li>
        ) : null}
        {state.problem ? (
          <li role="alert" className="font-medium text-error">
            The published version no longer fits what the site expects, so pages show the original text. Save and
            publish this form to fix it. ({state.problem})
          </li>
        ) : null}
      </ul>
      {actionData ? (
        <div
          ref={status}
          role="status"
          tabIndex={-1}
          className={`mt-4 scroll-mt-24 rounded-md border p-3 text-sm focus-visible:outline-2 focus-visible:outline-ring ${actionData.ok ? "" : "border-error text-error"}`}
        >
          <p>{actionData.message}</p>
          {problems.length > 0 ? (
            <ul className="mt-2 grid list-disc gap-1 ps-5">
              {problems.map((problem) => (
                <li key={problem.id}>
                  <a href={`#${problem.id}`} onClick={focusField} className="underline underline-offset-4">
                    {problem.label}
                  </a>
                  : {problem.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {compare ? <Comparison name={state.name} fields={state.fields} compare={compare} /> : null}
      <div className="mt-6">
        <ContentEditor key={rendered} state={state} errors={actionData?.errors ?? null} images={loaderData.images} />
      </div>
      {state.hasDraft ? (
        <Form method="post" className="mt-2">
          <Button type="submit" name="intent" value="discard" variant="ghost">
            Discard the draft
          </Button>
        </Form>
      ) : null}
      <History name={state.name} history={history} />
    </div>
  );
}

/**
 * A link of the refusal's summary takes focus to its field (the first control of a group), not just
 * the screen: the owner types the correction at once. Without JavaScript the link scrolls there.
 */
function focusField(event: React.MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  if (!target) return;
  const control = target.matches("input, textarea, select")
    ? target
    : target.querySelector<HTMLElement>("input:not([type=hidden]), textarea, select, button");
  if (!control) return;
  event.preventDefault();
  control.focus();
}

/**
 * Each complaint of a refused save, named as the form labels its field and linked to it; a value
 * both languages share is complained about once.
 */
function errorSummary(root: ContentField, errors: FieldErrors): { id: string; label: string; message: string }[] {
  const found = new Map<string, { id: string; label: string; message: string }>();
  for (const side of ["en", "ar"] as const) {
    for (const [raw, message] of Object.entries(errors[side])) {
      const path = parseFieldPath(raw);
      const field = fieldAt(root, path);
      const own = field?.kind === "text" && !field.shared;
      const id =
        path.length === 0
          ? "content-editor-form"
          : field?.kind === "list"
            ? `${fieldId("*", path)}-heading`
            : fieldId(own ? side : "*", path);
      if (!found.has(id)) found.set(id, { id, label: fieldLabel(root, path, own ? side : "*"), message });
    }
  }
  return [...found.values()];
}

/**
 * An older version beside the live one, at the top of the page where the owner lands after choosing
 * "Compare" (focus moves to it), each difference named with the form's own label.
 */
function Comparison({ name, fields, compare }: { name: string; fields: ContentField; compare: NonNullable<Compare> }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (compare.id) heading.current?.focus();
  }, [compare.id]);
  const title = compare.number === null ? "An older version" : `Version ${compare.number}`;
  return (
    <section aria-labelledby="content-compare" className="mt-6 grid gap-2 rounded-lg border p-4">
      <h3
        id="content-compare"
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-24 text-xl font-semibold focus-visible:outline-2 focus-visible:outline-ring"
      >
        {title} compared with the live one
      </h3>
      {compare.changes === null ? (
        <p className="text-sm text-error">There is no such version of this module.</p>
      ) : compare.changes.length === 0 ? (
        <p className="text-sm">No text differs.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr>
                <th className="p-2 text-start">Field</th>
                <th className="p-2 text-start">In {title.toLowerCase()}</th>
                <th className="p-2 text-start">Live now</th>
              </tr>
            </thead>
            <tbody>
              {compare.changes.map((change) => (
                <tr key={`${change.locale}-${change.path}`} className="border-t align-top">
                  <th scope="row" className="p-2 text-start font-medium">
                    {fieldLabel(fields, parseFieldPath(change.path), change.locale)}
                  </th>
                  <td className="p-2" dir="auto">
                    {change.before}
                  </td>
                  <td className="p-2" dir="auto">
                    {change.after}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        <Link to={`/admin/content/${name}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
          Close the comparison
        </Link>
      </p>
    </section>
  );
}

function History({ name, history }: { name: string; history: Route.ComponentProps["loaderData"]["history"] }) {
  return (
    <section aria-labelledby="content-history" className="mt-10 grid gap-3">
      <h3 id="content-history" className="text-xl font-semibold">
        History
      </h3>
      {history.length === 0 ? <p className="text-sm text-muted-foreground">Nothing published yet.</p> : null}
      <ol className="grid gap-2">
        {history.map((version, index) => (
          <li key={version.id} className="flex flex-wrap items-center gap-3 rounded-md border p-3 text-sm">
            <span>
              Version {version.number}, {formatDateTime(version.at)}, by {version.by}
              {version.restoredFrom ? ` (restored version ${version.restoredFrom})` : ""}
              {index === 0 ? " — live" : ""}
            </span>
            {index > 0 ? (
              <>
                <Link
                  to={`/admin/content/${name}?compare=${version.id}`}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  Compare version {version.number} with the live one
                </Link>
                <Form method="post">
                  <input type="hidden" name="version" value={version.id} />
                  <Button type="submit" name="intent" value="restore" variant="outline" size="sm">
                    Restore version {version.number}
                  </Button>
                </Form>
              </>
            ) : null}
          </li>
        ))}
      </ol>
      <Form method="post" className="grid gap-2 rounded-md border border-dashed p-3 text-sm">
        <p id="content-original-hint" className="text-muted-foreground">
          The site's original text, as it was before any publish, goes into the form as your draft (in place of any
          draft). Visitors see it only once you publish it.
        </p>
        <div>
          <Button
            type="submit"
            name="intent"
            value="restore-original"
            variant="outline"
            size="sm"
            aria-describedby="content-original-hint"
          >
            Restore the original text
          </Button>
        </div>
      </Form>
    </section>
  );
}
