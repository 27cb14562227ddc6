import { Link } from "react-router";
import { useLocalize, useT } from "#app/lib/i18n.tsx";

export function NotFoundPage() {
  const t = useT("common");
  const localize = useLocalize();
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-6 text-center"
    >
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold">{t("notFound.title")}</h1>
      <p className="mt-4 text-muted-foreground">{t("notFound.body")}</p>
      <Link
        to={localize("/")}
        className="mt-8 inline-flex rounded-md bg-primary px-5 py-2.5 font-medium text-primary-foreground"
      >
        {t("notFound.home")}
      </Link>
    </main>
  );
}
