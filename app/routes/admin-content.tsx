import { data, Form, Link, redirect, redirectDocument } from "react-router";
import { ContentEditor } from "#app/components/admin/content-editor.tsx";
import { formatDateTime } from "#app/components/admin/format.ts";
import { adminHref } from "#app/components/admin/tabs.ts";
import { ArrowLeft } from "#app/components/icons.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { getAppContext } from "#app/lib/context.ts";
import type { ContentEditorState, FieldChange, FieldErrors } from "#app/lib/server-types.ts";
import { PREVIEW_COOKIE, parseListOperation } from "#domain/content-fields.ts";
import { STATUS_BY_KIND } from "#domain/errors.ts";
import { localizePath } from "#domain/i18n/locales.ts";
import type { RouteFacts } from "#domain/route-facts.ts";
import type { Route } from "./+types/admin-content";

/** A module's form posts both languages at once: the larger body limit. */
export const handle = { largeBody: true } satisfies RouteFacts;

/** /admin/content/:module: one content module's editor, its history and comparison. Admins only. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { user, services } = getAppContext(context);
  if (!user?.isAdmin) throw redirect("/");
  const content = services.siteContent;
  const state = await content.editor(params.module).catch(() => null);
  if (!state) throw redirect(adminHref("content"));
  const compareId = Number(new URL(request.url).searchParams.get("compare"));
  const [history, images] = await Promise.all([content.history(state.name), services.media.list()]);
  const compare =
    Number.isInteger(compareId) && compareId > 0
      ? { id: compareId, changes: await content.compare(state.name, compareId).catch(() => null) }
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
  const { user, services, site } = getAppContext(context);
  if (!user?.isAdmin) throw redirect("/");
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
      await content.markCurrent(params.module, locale, stable || null, user.email);
      return answer({ ok: true, message: `The ${locale === "en" ? "English" : "Arabic"} text is marked current.` });
    }
    if (intent === "discard") {
      await content.discardDraft(params.module);
      return answer({ ok: true, message: "The draft is discarded." });
    }
    if (intent === "restore") {
      const version = Number(form.get("version"));
      await content.restore(params.module, version, user.email);
      return answer({ ok: true, message: `Version ${version} is restored and live.` });
    }
    if (intent === "end-preview") {
      // Back to the page the notice was on (a path on this site only: never an open redirect).
      const back = String(form.get("back") ?? "");
      return redirectDocument(/^\/(?!\/)[^\\]*$/.test(back) ? back : "/admin", {
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
          message: refusal(saved.unplaced, saved.errors),
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
    const kind = (error as { kind?: keyof typeof STATUS_BY_KIND }).kind;
    if (kind && kind in STATUS_BY_KIND) {
      return answer({ ok: false, message: (error as Error).message }, STATUS_BY_KIND[kind]);
    }
    throw error;
  }
}

/** Why nothing was saved: the fields marked below, and by name any the form has no place to mark. */
function refusal(unplaced: readonly string[], errors: FieldErrors | null): string {
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

export default function AdminContent({ loaderData, actionData }: Route.ComponentProps) {
  // The form shows what the action answered with (what was typed, a list change) or else the
  // loader's fresh reading; it is drawn anew whenever either changes (its inputs keep no old values).
  const state = actionData?.state ?? loaderData.state;
  const { history, compare } = loaderData;
  const rendered = actionData?.state ? actionData.rendered : loaderData.rendered;
  const behind = state.outdated.en.length + state.outdated.ar.length;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 pt-24 pb-16 sm:px-6 lg:px-8">
      <Link to={adminHref("content")} className={buttonVariants({ variant: "outline", size: "sm" })}>
        <ArrowLeft aria-hidden="true" />
        Site content
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{state.label}</h1>
      <p className="mt-1 text-muted-foreground">{state.summary}.</p>
      <ul className="mt-3 grid gap-1 text-sm">
        <li>
          {state.published
            ? `Live: version ${state.published.id}, published ${formatDateTime(state.published.at)} by ${state.published.by}.`
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
        <p
          role="status"
          className={`mt-4 rounded-md border p-3 text-sm ${actionData.ok ? "" : "border-error text-error"}`}
        >
          {actionData.message}
        </p>
      ) : null}
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
      <History name={state.name} history={history} compare={compare} />
    </main>
  );
}

function History({
  name,
  history,
  compare,
}: {
  name: string;
  history: Route.ComponentProps["loaderData"]["history"];
  compare: { id: number; changes: FieldChange[] | null } | null;
}) {
  return (
    <section aria-labelledby="content-history" className="mt-10 grid gap-3">
      <h2 id="content-history" className="text-xl font-semibold">
        History
      </h2>
      {history.length === 0 ? <p className="text-sm text-muted-foreground">Nothing published yet.</p> : null}
      <ol className="grid gap-2">
        {history.map((version, index) => (
          <li key={version.id} className="flex flex-wrap items-center gap-3 rounded-md border p-3 text-sm">
            <span>
              Version {version.id}, {formatDateTime(version.at)}, by {version.by}
              {version.restoredFrom ? ` (restored version ${version.restoredFrom})` : ""}
              {index === 0 ? " — live" : ""}
            </span>
            {index > 0 ? (
              <>
                <Link
                  to={`/admin/content/${name}?compare=${version.id}`}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  Compare version {version.id} with the live one
                </Link>
                <Form method="post">
                  <input type="hidden" name="version" value={version.id} />
                  <Button type="submit" name="intent" value="restore" variant="outline" size="sm">
                    Restore version {version.id}
                  </Button>
                </Form>
              </>
            ) : null}
          </li>
        ))}
      </ol>
      {compare ? (
        <section aria-labelledby="content-compare" className="grid gap-2">
          <h3 id="content-compare" className="font-semibold">
            Version {compare.id} compared with the live one
          </h3>
          {compare.changes === null ? (
            <p className="text-sm text-error">There is no such version of this module.</p>
          ) : compare.changes.length === 0 ? (
            <p className="text-sm">No text differs.</p>
          ) : (
            <table className="w-full text-sm">
              <thead>
                <tr className="text-start">
                  <th className="p-2 text-start">Field</th>
                  <th className="p-2 text-start">In version {compare.id}</th>
                  <th className="p-2 text-start">Live now</th>
                </tr>
              </thead>
              <tbody>
                {compare.changes.map((change) => (
                  <tr key={`${change.locale}-${change.path}`} className="border-t align-top">
                    <td className="p-2">
                      {change.path} ({change.locale === "en" ? "English" : "Arabic"})
                    </td>
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
          )}
        </section>
      ) : null}
    </section>
  );
}
