import { data } from "react-router";
import { NotFoundPage } from "#app/components/not-found-page.tsx";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { localeFromPath } from "#domain/i18n/locales.ts";
import type { Route } from "./+types/not-found";

/** The title in the address's language ("/ar/…" answers an Arabic page, its title included). */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Page Not Found" },
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return data({ title: CATALOGUE.common[locale]["notFound.title"] }, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
