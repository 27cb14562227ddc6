import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("not-found", "routes/not-found.tsx"),
  // Every path no other route claims answers 404 with the same page.
  route("*", "routes/not-found.tsx", { id: "catch-all" }),
] satisfies RouteConfig;
