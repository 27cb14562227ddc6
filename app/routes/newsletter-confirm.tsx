import { Form, Link, useNavigation } from "react-router";
import { LoaderCircle, MailCheck, MailQuestion, MailX } from "#app/components/icons.tsx";
import { NewsletterPage, SignUpAgainLink } from "#app/components/newsletter-page.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { getAppContext } from "#app/lib/context.ts";
import { pageI18n } from "#app/lib/i18n.server.ts";
import { readWords, useContent, useLocalize } from "#app/lib/i18n.tsx";
import { pageMeta, siteFromMatches } from "#app/lib/seo.ts";
import { localeFromPath, localizePath } from "#domain/i18n/locales.ts";
import type { RouteFacts } from "#domain/route-facts.ts";
import type { Route } from "./+types/newsletter-confirm";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** The page's copy in the page's language, sent as page data. */
const copyOf = (request: Request) =>
  pageI18n(localeFromPath(new URL(request.url).pathname), { content: ["newsletterPages"] });

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const site = siteFromMatches(matches);
  const copy = readWords(loaderData?.i18n)?.content?.newsletterPages?.confirm;
  if (!copy) return [{ name: "robots", content: "noindex" }];
  if (!site) return [{ title: copy.title }, { name: "robots", content: "noindex" }];
  return pageMeta(site, {
    title: `${copy.title} | ${site.ownerName}`,
    description: copy.description,
    path: localizePath("/newsletter/confirm", localeFromPath(location.pathname)),
    noindex: true,
  });
};

// The address carries a one-time secret: keep it out of every cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** Its button posts the token to this page's action, a lead form like the others. */
export const handle = { postLimit: "tokenLink", cacheQuery: ["token"] } satisfies RouteFacts;

/** GET only looks: mail scanners that follow links must not confirm anyone. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    valid: await getAppContext(context).services.leads.confirmationIsValid(tokenOf(request)),
    i18n: copyOf(request),
  };
}

/** The visitor pressed "Confirm subscription". */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = getAppContext(context);
  const result = await services.leads.confirm(tokenOf(request));
  // A confirmation is a goal of the visit they signed up in (Admin → Insights), counted once.
  if (result?.confirmedNow) {
    await services.analytics?.convert("confirm", null, result.cameFrom && { visitId: null, cameFrom: result.cameFrom });
  }
  return { confirmed: result !== null };
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const pages = useContent("newsletterPages");
  const copy = pages.confirm;
  const localize = useLocalize();
  const submitting = useNavigation().state === "submitting";

  if (actionData?.confirmed) {
    return (
      <NewsletterPage icon={MailCheck} title={copy.done.title} text={copy.done.text}>
        <Link to={localize("/")} className={buttonVariants({ size: "lg", variant: "outline" })}>
          {pages.backHome}
        </Link>
      </NewsletterPage>
    );
  }
  if (actionData || !loaderData.valid) {
    return (
      <NewsletterPage icon={MailX} title={copy.invalid.title} text={copy.invalid.text}>
        <SignUpAgainLink label={copy.invalid.action} />
      </NewsletterPage>
    );
  }
  return (
    <NewsletterPage icon={MailQuestion} title={copy.title} text={copy.text}>
      <Form method="post">
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {copy.button}
        </Button>
      </Form>
    </NewsletterPage>
  );
}
