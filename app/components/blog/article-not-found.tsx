import { Link } from "react-router";
import { ArrowLeft } from "#app/components/icons.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { useHasMessages, useLocalize, useT } from "#app/lib/i18n.tsx";

function NotFoundView({ title, text, home }: { title: string; text: string; home: string }) {
  const localize = useLocalize();
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-6 text-center"
    >
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-muted-foreground">{text}</p>
      <Link to={localize("/")} className={buttonVariants({ className: "mt-8" })}>
        <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
        {home}
      </Link>
    </main>
  );
}

function BlogNotFound() {
  const t = useT("blog");
  return <NotFoundView title={t("notFound.title")} text={t("notFound.text")} home={t("notFound.home")} />;
}

/**
 * SPEC §2 "Article Not Found", in the page's language. Rendered by an error boundary the article's
 * loader data (and with it the blog's words) may be missing: then the shell's own 404 words say it.
 */
export function ArticleNotFound() {
  const common = useT("common");
  const hasBlogWords = useHasMessages("blog");
  if (hasBlogWords) return <BlogNotFound />;
  return (
    <NotFoundView title={common("notFound.title")} text={common("notFound.body")} home={common("notFound.home")} />
  );
}
