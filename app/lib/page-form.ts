import { isRouteErrorResponse } from "react-router";
import type { FormResult } from "#app/lib/forms.ts";
import { SUBMISSION_FIELD } from "#domain/schemas/lead-rules.ts";

/**
 * What a hydrated page's form gets back from its own route action (app/lib/intake.server.ts), the
 * door it posts to without JavaScript too: the action's one answer, as the browser reads it.
 * - accepted: the action's redirect to the thank-you address (`accepted`), which the page does not
 *   follow: it thanks the visitor where they are (toast, thank-you screen);
 * - refused: the action's data, as the page without JavaScript renders it (errors per field or at the
 *   form's head, what was typed);
 * - failed: no answer the action gave: the connection dropped (`network`: retried once with the same
 *   key), or something between (the shell's limit, a proxy) answered (`server`, with its message if any).
 */
export type PageFormAnswer =
  | (FormResult & { intent?: string; accepted?: undefined; failed?: undefined })
  | { accepted: string; intent?: undefined; failed?: undefined }
  | { failed: "network" | "server"; message?: string; intent?: undefined; accepted?: undefined };

/**
 * The `clientAction` of a page whose forms the page-form hook posts (app/lib/use-page-form.ts): it
 * calls the route's action and turns its answer into `PageFormAnswer`, so that an accepted form does
 * not navigate and a failure is not the route's error page.
 */
export async function takePageFormInBrowser({
  serverAction,
  request,
}: {
  serverAction: () => Promise<unknown>;
  request: Request;
}): Promise<PageFormAnswer> {
  const key = (await request.clone().formData()).get(SUBMISSION_FIELD);
  const answer = await answerOf(serverAction);
  // Straight to the form that sent it: the fetcher's data reaches the page only once the router's
  // update commits, which waits for every landing section still to hydrate (app/lib/deferred-section.tsx),
  // seconds on a slow phone. The thanks must not wait for them.
  if (typeof key === "string") waiting.get(key)?.(answer);
  return answer;
}

async function answerOf(serverAction: () => Promise<unknown>): Promise<PageFormAnswer> {
  try {
    return (await serverAction()) as FormResult & { intent?: string };
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400)
      return { accepted: error.headers.get("Location") ?? "" };
    if (isRouteErrorResponse(error)) return { failed: "server", message: messageOf(error.status, error.data) };
    // A fetch that never got its answer, or one cut off mid-way: the submission may be stored.
    return { failed: "network" };
  }
}

/** The forms waiting for an answer, by the key of what they sent (app/lib/use-page-form.ts). */
const waiting = new Map<string, (answer: PageFormAnswer) => void>();

/** Hands the answer to a submission with this key to `onAnswer`, once; returns the way to stop waiting. */
export function awaitPageFormAnswer(key: string, onAnswer: (answer: PageFormAnswer) => void): () => void {
  const handler = (answer: PageFormAnswer) => {
    waiting.delete(key);
    onAnswer(answer);
  };
  waiting.set(key, handler);
  return () => {
    if (waiting.get(key) === handler) waiting.delete(key);
  };
}

/** The words of an answer that was not the action's: the shell's JSON `{ message }`, or a 429's text. */
function messageOf(status: number, data: unknown): string | undefined {
  if (typeof data !== "string") return undefined;
  try {
    const parsed: unknown = JSON.parse(data);
    const message = parsed && typeof parsed === "object" ? (parsed as { message?: unknown }).message : undefined;
    return typeof message === "string" ? message : undefined;
  } catch {
    return status === 429 ? data : undefined;
  }
}
