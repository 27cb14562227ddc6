import { Form, Link, useNavigation } from "react-router";
import { LoaderCircle, MailCheck, MailQuestion, MailX } from "#app/components/icons.tsx";
import { NewsletterPage, SignUpAgainLink } from "#app/components/newsletter-page.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { getAppContext } from "#app/lib/context.ts";
import { pageMeta, siteFromMatches } from "#app/lib/seo.ts";
import { newsletterPages } from "#content/newsletter.ts";
import type { RouteFacts } from "#domain/route-facts.ts";
import type { Route } from "./+types/newsletter-confirm";

const copy = newsletterPages.confirm;

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  if (!site) return [{ title: copy.title }, { name: "robots", content: "noindex" }];
  return pageMeta(site, {
    title: `${copy.title} | ${site.ownerName}`,
    description: copy.description,
    path: "/newsletter/confirm",
    noindex: true,
  });
};

// The address carries a one-time secret: keep it out of every cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** Its button posts the token to this page's action, a lead form like the others. */
export const handle = { postLimit: "tokenLink" } satisfies RouteFacts;

/** GET only looks: mail scanners that follow links must not confirm anyone. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { valid: await getAppContext(context).services.leads.confirmationIsValid(tokenOf(request)) };
}

/** The visitor pressed "Confirm subscription". */
export async function action({ request, context }: Route.ActionArgs) {
  return { confirmed: (await getAppContext(context).services.leads.confirm(tokenOf(request))) !== null };
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";

  if (actionData?.confirmed) {
    return (
      <NewsletterPage icon={MailCheck} title={copy.done.title} text={copy.done.text}>
        <Link to="/" className={buttonVariants({ size: "lg", variant: "outline" })}>
          {newsletterPages.backHome}
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
