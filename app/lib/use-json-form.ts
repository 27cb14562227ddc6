import { type FormEvent, useRef, useState } from "react";
import type * as z from "zod/mini";
import { toast } from "#app/components/ui/use-toast.ts";
import { type FieldErrors, formValues } from "#app/lib/forms.ts";
import { useLocale, useT } from "#app/lib/i18n.tsx";
import { submissionKeys } from "#app/lib/submission-key.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { issueText } from "#domain/i18n/validation.ts";
import { fieldErrors } from "#domain/schemas/lead-rules.ts";

export type FormToasts = {
  success: { title: string; description: string };
  /** `fallback` is shown when the server gave no message (or could not be reached). */
  failure: { title: string; fallback: string };
};

export type JsonFormOptions = {
  /** The JSON endpoint, e.g. "/api/contact". */
  url: string;
  /**
   * Loads the shared schema, e.g. `() => import("#domain/schemas/leads.ts").then((m) => m.contactSchema)`:
   * zod is fetched when the visitor first focuses the form, not with the page. The server checks again.
   */
  loadSchema: () => Promise<z.ZodMiniType>;
  toasts: FormToasts;
  /** Field errors the server already rendered (the form was posted before JavaScript ran). */
  initialErrors?: FieldErrors;
  /** Fields the JSON body carries beyond the form's own, e.g. `{ subscribed: true }`. */
  extra?: Record<string, unknown>;
  /** After a successful submission (the form is reset and the success toast shown). */
  onSuccess?: () => void;
};

type ResponseBody = { message?: unknown; errors?: unknown };

/** How long to wait before the one automatic retry after a dropped connection. */
const RETRY_DELAY_MS = 1000;

/**
 * Progressive enhancement for a native `<form method="post">` whose route action handles the
 * no-JavaScript case: once hydrated, the submit is intercepted, checked with the shared schema, and
 * POSTed as JSON to the API; the browser's own validation bubbles give way to the spec's messages.
 * Spread `formProps` on the `<form>`; show `errors` under the fields and `pending` on the button.
 * Each submission carries an `Idempotency-Key`; when the connection drops before the answer, it is
 * sent once more with the same key (and again if the visitor presses Send with nothing changed), so
 * the server stores it once. The page's language goes with it (`locale` and Accept-Language), so the
 * server's messages come back in it; the schema's own messages are translated here with the page's
 * `forms` messages (its loader must send that namespace).
 */
export function useJsonForm({ url, loadSchema, toasts, initialErrors, extra, onSuccess }: JsonFormOptions) {
  const hydrated = useHydrated();
  const locale = useLocale();
  const describeIssue = issueText(useT("forms"));
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>(initialErrors ?? {});
  const schema = useRef<Promise<z.ZodMiniType | null> | null>(null);
  const keys = useRef(submissionKeys());

  const getSchema = () => {
    // A failed load (offline, a new deploy) skips the browser check; the server still checks.
    schema.current ??= loadSchema().catch(() => {
      schema.current = null;
      return null;
    });
    return schema.current;
  };

  function showErrors(form: HTMLFormElement, next: FieldErrors) {
    setErrors(next);
    // Take the visitor to the first field that needs attention, in the form's order.
    for (const element of form.elements) {
      const name = (element as HTMLInputElement).name;
      if (name && next[name] && element instanceof HTMLElement) {
        element.focus();
        break;
      }
    }
  }

  function fail(message: unknown) {
    toast({
      title: toasts.failure.title,
      description: typeof message === "string" && message ? message : toasts.failure.fallback,
      variant: "destructive",
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const { intent: _intent, ...values } = formValues(new FormData(form));
    setPending(true);
    try {
      const checked = (await getSchema())?.safeParse(values);
      if (checked && !checked.success) {
        showErrors(form, fieldErrors(checked.error.issues, describeIssue));
        return;
      }
      setErrors({});
      const json = JSON.stringify({ ...values, ...extra, locale });
      const key = keys.current.keyFor(json);
      const send = async () => {
        const response = await fetch(url, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json",
            "Accept-Language": locale,
            "Idempotency-Key": key,
          },
          body: json,
        });
        // Read the body either way: an unread body holds the connection open. A body cut off
        // mid-way is a dropped connection too (the lead may be stored: retry with the key).
        const text = await response.text();
        return { response, text };
      };
      const { response, text } = await send().catch(async () => {
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
        return send();
      });
      keys.current.settle();
      const body = parseBody(text);
      if (!response.ok) {
        showErrors(form, body.errors && typeof body.errors === "object" ? (body.errors as FieldErrors) : {});
        fail(body.message);
        return;
      }
      form.reset();
      toast({ title: toasts.success.title, description: toasts.success.description });
      onSuccess?.();
    } catch {
      fail(undefined);
    } finally {
      setPending(false);
    }
  }

  return {
    pending,
    errors,
    formProps: { onSubmit, onFocus: () => void getSchema(), noValidate: hydrated },
  };
}

function parseBody(text: string): ResponseBody {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" ? (parsed as ResponseBody) : {};
  } catch {
    return {};
  }
}
