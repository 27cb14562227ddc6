import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { ExternalLink, LoaderCircle, Pencil, Plus, Trash2 } from "#app/components/icons.tsx";
import { formatLongDate } from "#app/components/live/format.ts";
import { liveKeys } from "#app/components/live/query.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { NETWORK_LINK_LIMITS } from "#app/lib/schemas/network-links.ts";
import type { NetworkLink } from "#server/services/live-data/network-links.ts";
import { AdminApiError, adminQuery } from "./admin-api.ts";

type Draft = { title: string; description: string; link: string; category: string; publishedAt: string };

const EMPTY: Draft = { title: "", description: "", link: "", category: "", publishedAt: "" };
const LIST_KEY = ["/api/network-links"];

/**
 * Admin tab: network articles added by hand (LinkedIn has no feed). They appear in the landing
 * page's Articles section next to any configured feed.
 */
export function NetworkLinksTab() {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: LIST_KEY,
    queryFn: () => adminQuery<{ data: NetworkLink[] }>("GET", "/api/network-links").then((r) => r.data),
  });
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = useId();

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: LIST_KEY }),
      queryClient.invalidateQueries({ queryKey: liveKeys.articles }),
    ]);

  const save = useMutation({
    mutationFn: (input: Draft) =>
      adminQuery(editing ? "PUT" : "POST", editing ? `/api/network-links/${editing}` : "/api/network-links", {
        ...input,
        category: input.category || undefined,
      }),
    onSuccess: async () => {
      toast({ title: editing ? "Link Updated" : "Link Added", description: draft.title });
      setEditing(null);
      setDraft(EMPTY);
      setErrors({});
      await refresh();
    },
    onError: (error: Error) => {
      setErrors(error instanceof AdminApiError ? error.fields : {});
      toast({ variant: "destructive", title: "Error", description: error.message || "Failed to save link" });
    },
  });

  const remove = useMutation({
    mutationFn: (linkId: string) => adminQuery("DELETE", `/api/network-links/${linkId}`),
    onSuccess: async () => {
      toast({ title: "Link Deleted" });
      await refresh();
    },
    onError: (error: Error) => toast({ variant: "destructive", title: "Error", description: error.message }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
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
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Plus aria-hidden="true" />
            )}
            {editing ? "Save Changes" : "Add Link"}
          </Button>
          {editing && (
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setEditing(null);
                setDraft(EMPTY);
                setErrors({});
              }}
            >
              Cancel
            </Button>
          )}
        </div>
      </form>

      <section aria-labelledby={`${id}-list-title`}>
        <h2 id={`${id}-list-title`} className="text-lg font-semibold">
          Network articles ({list.data?.length ?? 0})
        </h2>
        {list.isPending ? (
          <p className="mt-4 text-sm text-muted-foreground">Loading links...</p>
        ) : list.isError ? (
          <p className="mt-4 text-sm text-error">{list.error.message}</p>
        ) : list.data.length === 0 ? (
          <p className="mt-4 text-sm text-muted-foreground">No links added yet.</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {list.data.map((item) => (
              <li key={item.id} className="flex items-start justify-between gap-4 rounded-lg border bg-card p-4">
                <div className="min-w-0">
                  <Badge variant="secondary">{item.category || "LinkedIn"}</Badge>
                  <a
                    href={item.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-2 flex items-center gap-1 font-medium hover:underline"
                  >
                    <span className="truncate">{item.title}</span>
                    <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                  <p className="text-xs text-muted-foreground">{formatLongDate(item.publishedAt)}</p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${item.title}`}
                    onClick={() => {
                      setEditing(item.id);
                      setErrors({});
                      setDraft({
                        title: item.title,
                        description: item.description,
                        link: item.link,
                        category: item.category ?? "",
                        publishedAt: item.publishedAt.slice(0, 10),
                      });
                    }}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete ${item.title}`}
                    disabled={remove.isPending}
                    onClick={() => {
                      if (window.confirm(`Delete "${item.title}"?`)) remove.mutate(item.id);
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
