/**
 * A call to the JSON API from the admin (same origin, so the session cookie goes along): the article
 * editor's live preview, which renders without saving. Lists and changes go through the admin sections'
 * loaders and actions instead. A failed call resolves with the server's `{ message }` (or the response
 * text) rather than throwing.
 */
export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; errors?: Record<string, string> };

export async function adminRequest<T>(method: string, url: string, body?: unknown): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "include",
      headers: body === undefined ? undefined : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: "Network error: please check your connection and try again." };
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const parsed = json as { message?: string; errors?: Record<string, string> } | undefined;
    return {
      ok: false,
      status: response.status,
      message: parsed?.message || text || response.statusText,
      errors: parsed?.errors,
    };
  }
  return { ok: true, data: json as T };
}
