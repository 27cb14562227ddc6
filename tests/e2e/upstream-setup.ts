import { startFakeUpstream } from "#harness/fake-upstream.ts";
import { UPSTREAM_PORT } from "./live-env.ts";

/** Starts the fake providers the live widgets read through the server (never the internet). */
export default async function globalSetup() {
  const upstream = await startFakeUpstream({ port: UPSTREAM_PORT });
  return () => upstream.close();
}
