import { type FormEvent, useId, useState } from "react";
import { ExternalLink, LoaderCircle, Pencil, Plus } from "#app/components/icons.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import type { NetworkLink } from "#app/lib/server-types.ts";
import { NETWORK_LINK_LIMITS } from "#domain/schemas/network-links.ts";
import { useAdminForm } from "./admin-form.tsx";
import { formatDate } from "./format.ts";
import { DeleteRecordButton } from "./record-actions.tsx";
import { ADMIN_PANEL_ID } from "./tabs.ts";

type Draft = { title: string; description: string; link: string; category: string; publishedAt: string };

const EMPTY: Draft = { title: "", description: "", link: "", category: "", publishedAt: "" };

const draftOf = (item: NetworkLink | null): Draft =>
  item
    ? {
        title: item.title,
        description: item.description,
        link: item.link,
        category: item.category ?? "",
        publishedAt: item.publishedAt.slice(0, 10),
      }
    : EMPTY;

/**
 * Admin tab: network articles added by hand (LinkedIn has no feed). They appear in the landing
 * page's Articles section next to any configured feed.
 */
export function NetworkLinksTab({ links }: { links: NetworkLink[] }) {
  const [editing, setEditing] = useState<NetworkLink | null>(null);
  // The form is always shown: it edits `editing`, or adds a link when that is null.
  const { values: draft, setValues: setDraft, saving, save, errors } = useAdminForm(true, editing, draftOf);
  const id = useId();

  const stopEditing = () => {
    setEditing(null);
    setDraft(EMPTY);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { ...draft, category: draft.category || undefined };
    if (await save("network-link", editing?.id ?? null, input, draft.title)) stopEditing();
  };
  const field = (name: keyof Draft) => ({
    id: `${id}-${name}`,
    name,
    value: draft[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: event.target.value })),
  });
  const error = (name: keyof Draft) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-sm text-error">
        {errors[name]}
      </p>
    ) : null;

  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
      <form
        onSubmit={onSubmit}
        className="space-y-4 rounded-xl border bg-card p-6"
        aria-labelledby={`${id}-form-title`}
        noValidate
      >
        <h2 id={`${id}-form-title`} className="text-lg font-semibold">
          {editing ? "Edit network article" : "Add a network article"}
        </h2>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input {...field("title")} required maxLength={NETWORK_LINK_LIMITS.title} />
          {error("title")}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-link`}>Link</Label>
          <Input {...field("link")} type="url" required placeholder="https://www.linkedin.com/pulse/..." />
          {error("link")}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-description`}>Description</Label>
          <Textarea {...field("description")} rows={3} maxLength={NETWORK_LINK_LIMITS.description} />
          {error("description")}
        </div>
        <div className="grid grid-cols-2 gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-publishedAt`}>Date</Label>
            <Input {...field("publishedAt")} type="date" required />
            {error("publishedAt")}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-category`}>Category (optional)</Label>
            <Input {...field("category")} placeholder="LinkedIn" maxLength={NETWORK_LINK_LIMITS.category} />
            {error("category")}
          </div>
        </div>
        <div className="flex gap-2">
          <Button type="submit" disabled={saving}>
            {saving ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
            {editing ? "Save Changes" : "Add Link"}
          </Button>
          {editing && (
            <Button type="button" variant="outline" onClick={stopEditing}>
              Cancel
            </Button>
          )}
        </div>
      </form>

      <section aria-labelledby={`${id}-list-title`}>
        <h2 id={`${id}-list-title`} className="text-lg font-semibold">
          Network articles ({links.length})
        </h2>
        {links.length === 0 ? (
          <p className="mt-4 text-sm text-muted-foreground">No links added yet.</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {links.map((item) => (
              <li key={item.id} className="flex items-start justify-between gap-4 rounded-lg border bg-card p-4">
                <div className="min-w-0">
                  <Badge variant="secondary">{item.category || "LinkedIn"}</Badge>
                  <a
                    href={item.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-2 flex items-center gap-1 font-medium hover:underline"
                  >
                    <span className="truncate" dir="auto">
                      {item.title}
                    </span>
                    <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                  <p className="text-xs text-muted-foreground">{formatDate(item.publishedAt)}</p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${item.title}`}
                    onClick={() => setEditing(item)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <DeleteRecordButton
                    kind="network-link"
                    id={item.id}
                    label={item.title}
                    iconFor={item.title}
                    variant="ghost"
                    returnFocusTo={ADMIN_PANEL_ID}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
