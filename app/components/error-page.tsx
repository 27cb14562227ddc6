import { useRouteLoaderData } from "react-router";
import { useLocale, useT } from "#app/lib/i18n.tsx";
import { localizePath } from "#domain/i18n/locales.ts";
import { ERROR_FALLBACK } from "#domain/i18n/messages/error-fallback.ts";

/** The page for an unexpected error (a 404 has NotFoundPage). */
export function ErrorPage() {
  const hasRootData = useRouteLoaderData("root") !== undefined;
  const locale = useLocale();
  return hasRootData ? <TranslatedErrorPage /> : <ErrorPageBody {...ERROR_FALLBACK[locale]} />;
}

function TranslatedErrorPage() {
  const t = useT("common");
  return <ErrorPageBody title={t("error.title")} body={t("error.body")} home={t("notFound.home")} />;
}

function ErrorPageBody({ title, body, home }: { title: string; body: string; home: string }) {
  const locale = useLocale();
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-32 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-muted-foreground">{body}</p>
      <a href={localizePath("/", locale)} className="mt-8 inline-block underline">
        {home}
      </a>
    </main>
  );
}
