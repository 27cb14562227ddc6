import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type * as z from "zod/mini";
import { toast } from "#app/components/ui/use-toast.ts";
import { type FieldErrors, formValues } from "#app/lib/forms.ts";
import { useT } from "#app/lib/i18n.tsx";
import { awaitPageFormAnswer, type PageFormAnswer, type takePageFormInBrowser } from "#app/lib/page-form.ts";
import { submissionKeys } from "#app/lib/submission-key.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { issueText } from "#domain/i18n/validation.ts";
import { fieldErrors, SUBMISSION_FIELD } from "#domain/schemas/lead-rules.ts";

export type FormToasts = {
  success: { title: string; description: string };
  /** `fallback` is shown when the answer carried no message (or the server could not be reached). */
  failure: { title: string; fallback: string };
};

export type PageFormOptions = {
  /** The page's own action, where the form posts without JavaScript too (a `#section` is dropped). */
  action: string;
  /**
   * Loads the shared schema, e.g. `() => import("#domain/schemas/leads.ts").then((m) => m.contactSchema)`:
   * zod is fetched when the visitor first focuses the form, not with the page. The server checks again.
   */
  loadSchema: () => Promise<z.ZodMiniType>;
  toasts: FormToasts;
  /** Field errors the server already rendered (the form was posted before JavaScript ran). */
  initialErrors?: FieldErrors;
  /** After a successful submission (the form is reset and the success toast shown). */
  onSuccess?: () => void;
};

/** How long to wait before the one automatic retry after a dropped connection. */
const RETRY_DELAY_MS = 1000;

/**
 * Progressive enhancement for a native `<form method="post">` posted to its page's route action: once
 * hydrated, the submit is checked with the shared schema and posted by a React Router fetcher to the
 * same action, the same door as without JavaScript (one key, one hash, one idempotency scope, one
 * answer). The page's `clientAction` is `takePageFormInBrowser` (app/lib/page-form.ts): accepted, the
 * form is reset and thanked with a toast where it is; refused, the action's messages go under the
 * fields and into a toast. Nothing on the page is loaded again. Spread `formProps` on the `<form>`,
 * render `key` in its `SubmissionKeyField`, show `errors` under the fields and `pending` on the button.
 * The key is made here, once hydrated, and anew per submission; when the connection drops before the
 * answer it is sent once more with the same key (and again if the visitor presses Send with nothing
 * changed), so the server stores it once. The schema's messages are the page's `forms` messages (its
 * loader must send that namespace); the server's come in the page's language.
 */
export function usePageForm({ action, loadSchema, toasts, initialErrors, onSuccess }: PageFormOptions) {
  const hydrated = useHydrated();
  const describeIssue = issueText(useT("forms"));
  const fetcher = useFetcher<typeof takePageFormInBrowser>();
  const [checking, setChecking] = useState(false);
  const [retrying, setRetrying] = useState(false);
  // On its way until its answer is handed over (not the fetcher's state: that waits for the router's update).
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>(initialErrors ?? {});
  const [key, setKey] = useState<string | null>(null);
  const keys = useRef<ReturnType<typeof submissionKeys> | null>(null);
  const schema = useRef<Promise<z.ZodMiniType | null> | null>(null);
  /** The submission on its way: its form, what was posted, and whether it was already sent again. */
  const sent = useRef<{ form: HTMLFormElement; data: FormData; retried: boolean } | null>(null);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const target = action.split("#")[0]!;

  // The first key, made once the page runs in the browser: the server's HTML carries none.
  useEffect(() => {
    keys.current = submissionKeys();
    setKey(keys.current.current);
    return () => {
      clearTimeout(retryTimer.current);
      stopWaiting.current();
    };
  }, []);

  const stopWaiting = useRef<() => void>(() => {});
  const post = (data: FormData) => {
    stopWaiting.current();
    stopWaiting.current = awaitPageFormAnswer(String(data.get(SUBMISSION_FIELD)), onAnswer);
    setSending(true);
    return fetcher.submit(data, {
      method: "post",
      action: target,
      defaultShouldRevalidate: false,
      preventScrollReset: true,
    });
  };

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

  function fail(message: string | undefined) {
    toast({ title: toasts.failure.title, description: message || toasts.failure.fallback, variant: "destructive" });
  }

  /** A new key for the next submission: the server answered this one. */
  function settle() {
    keys.current?.settle();
    if (keys.current) setKey(keys.current.current);
  }

  /** The action's answer to what was sent, handed over by the page's clientAction (page-form.ts). */
  function onAnswer(answer: PageFormAnswer) {
    setSending(false);
    const submission = sent.current;
    if (!submission) return;
    if (answer.failed === "network" && !submission.retried) {
      submission.retried = true;
      setRetrying(true);
      retryTimer.current = setTimeout(() => {
        setRetrying(false);
        void post(submission.data);
      }, RETRY_DELAY_MS);
      return;
    }
    sent.current = null;
    if (answer.accepted !== undefined) {
      settle();
      submission.form.reset();
      toast({ title: toasts.success.title, description: toasts.success.description });
      onSuccess?.();
    } else if (answer.failed === "network") {
      // Sent twice without an answer: the same answers sent again keep the key.
      fail(undefined);
    } else if (answer.failed === "server") {
      settle();
      fail(answer.message);
    } else {
      settle();
      const refused = "errors" in answer ? answer.errors : {};
      showErrors(submission.form, refused);
      fail(refused.form ?? Object.values(refused)[0]);
    }
  }

  const pending = checking || retrying || sending;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    data.delete(SUBMISSION_FIELD);
    const { intent: _intent, ...values } = formValues(data);
    setChecking(true);
    try {
      const checked = (await getSchema())?.safeParse(values);
      if (checked && !checked.success) {
        showErrors(form, fieldErrors(checked.error.issues, describeIssue));
        return;
      }
    } finally {
      setChecking(false);
    }
    setErrors({});
    keys.current ??= submissionKeys();
    const submission = keys.current.keyFor(JSON.stringify([...data]));
    data.set(SUBMISSION_FIELD, submission);
    setKey(submission);
    sent.current = { form, data, retried: false };
    void post(data);
  }

  return {
    pending,
    errors,
    /** This form's key for its hidden `submission` field (null until the page has hydrated). */
    key,
    formProps: { onSubmit, onFocus: () => void getSchema(), noValidate: hydrated },
  };
}
