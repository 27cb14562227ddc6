import { Link } from "react-router";
import { ArrowLeft } from "#app/components/icons.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ARTICLE_NOT_FOUND } from "#domain/blog.ts";

export function ArticleNotFound() {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-6 text-center"
    >
      <h1 className="text-3xl font-bold">{ARTICLE_NOT_FOUND.title}</h1>
      <p className="mt-4 text-muted-foreground">{ARTICLE_NOT_FOUND.text}</p>
      <Link to="/" className={buttonVariants({ className: "mt-8" })}>
        <ArrowLeft aria-hidden="true" />
        Back to Home
      </Link>
    </main>
  );
}
