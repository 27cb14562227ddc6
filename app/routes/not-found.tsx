import { data } from "react-router";
import { NotFoundPage } from "#app/components/not-found-page.tsx";

export const meta = () => [{ title: "Page Not Found" }, { name: "robots", content: "noindex" }];

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
