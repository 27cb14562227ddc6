import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { LoaderCircle, MailMinus, MailX } from "#app/components/icons.tsx";
import { NewsletterPage, SignUpAgainLink } from "#app/components/newsletter-page.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { getAppContext } from "#app/lib/context.ts";
import { pageI18n } from "#app/lib/i18n.server.ts";
import { readWords, useContent, useLocalize } from "#app/lib/i18n.tsx";
import { pageMeta, siteFromMatches } from "#app/lib/seo.ts";
import { localeFromPath, localizePath } from "#domain/i18n/locales.ts";
import type { RouteFacts } from "#domain/route-facts.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

/** The page's copy in the page's language, sent as page data. */
const copyOf = (request: Request) =>
  pageI18n(localeFromPath(new URL(request.url).pathname), { content: ["newsletterPages"] });

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const site = siteFromMatches(matches);
  const copy = readWords(loaderData?.i18n)?.content?.newsletterPages?.unsubscribe;
  if (!copy) return [{ name: "robots", content: "noindex" }];
  if (!site) return [{ title: copy.title }, { name: "robots", content: "noindex" }];
  return pageMeta(site, {
    title: `${copy.title} | ${site.ownerName}`,
    description: copy.description,
    path: localizePath("/newsletter/unsubscribe", localeFromPath(location.pathname)),
    noindex: true,
  });
};

// The address carries the subscriber's unsubscribe secret: keep it out of every cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** Its button posts the token to this page's action, a lead form like the others. */
export const handle = { postLimit: "tokenLink", cacheQuery: ["token"] } satisfies RouteFacts;

export function loader({ request }: Route.LoaderArgs) {
  return { i18n: copyOf(request) };
}

/**
 * The visitor pressed "Unsubscribe". (Mail clients use the one-click POST /api/newsletter/unsubscribe;
 * this page is the link a person follows, and GET changes nothing.)
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { unsubscribed: (await getAppContext(context).services.leads.unsubscribe(token)) !== null };
}

export default function NewsletterUnsubscribe({ actionData }: Route.ComponentProps) {
  const pages = useContent("newsletterPages");
  const copy = pages.unsubscribe;
  const localize = useLocalize();
  const [searchParams] = useSearchParams();
  const submitting = useNavigation().state === "submitting";

  if (actionData?.unsubscribed) {
    return (
      <NewsletterPage icon={MailMinus} title={copy.done.title} text={copy.done.text}>
        <SignUpAgainLink label={copy.done.action} />
      </NewsletterPage>
    );
  }
  if (actionData || !searchParams.get("token")) {
    return (
      <NewsletterPage icon={MailX} title={copy.invalid.title} text={copy.invalid.text}>
        <Link to={localize("/")} className={buttonVariants({ size: "lg", variant: "outline" })}>
          {pages.backHome}
        </Link>
      </NewsletterPage>
    );
  }
  return (
    <NewsletterPage icon={MailMinus} title={copy.title} text={copy.text}>
      <Form method="post">
        <Button type="submit" size="lg" variant="destructive" disabled={submitting}>
          {submitting && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {copy.button}
        </Button>
      </Form>
    </NewsletterPage>
  );
}
