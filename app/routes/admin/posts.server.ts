import { data } from "react-router";
import * as z from "zod/mini";
import {
  ACTION_MESSAGES,
  type AdminActionResult,
  POST_KINDS,
  POST_NOTICES,
  type PostKind,
} from "#domain/admin-actions.ts";
import { DomainError } from "#domain/errors.ts";
import { recordIdSchema } from "#domain/schemas/admin.ts";
import { fieldErrors } from "#domain/schemas/leads.ts";
import { networkLinkSchema } from "#domain/schemas/network-links.ts";
import { articleSchema, testimonialSchema } from "#domain/schemas/posts.ts";
import { type AdminAnswer, type AdminContext, done, refusal, refused } from "./admin.server.ts";

/**
 * The changes to posts (articles, testimonials, network links), each posted to its own section's
 * action: a save as JSON by the editor dialogs' fetchers, a delete as a form (asking first without
 * JavaScript). The same schemas and services as the JSON API, and the owner is told with the one set
 * of notices in domain/admin-actions.ts.
 */
export async function postsAction(admin: AdminContext, request: Request, kind: PostKind): Promise<AdminAnswer> {
  if (/^application\/json\b/i.test(request.headers.get("Content-Type") ?? "")) {
    return postChange(admin, await request.json().catch(() => null), kind);
  }
  const form = await request.formData();
  const id = recordIdSchema.safeParse(form.get("id"));
  if (form.get("intent") !== "delete" || form.get("kind") !== kind || !id.success) return refused();
  if (form.get("confirmed") !== "yes") {
    const label = await postLabel(admin, kind, id.data);
    return data<AdminActionResult>({ ok: false, confirm: { kind, id: id.data, label } });
  }
  return postChange(admin, { intent: "delete", kind, id: id.data, label: String(form.get("label") ?? "") }, kind);
}

const postRequestSchema = z.object({
  intent: z.enum(["save", "delete"]),
  kind: z.enum(POST_KINDS),
  /** The record to update or delete; absent when a save creates one. */
  id: z.optional(z.nullable(z.string())),
  /** The item's title or author, for the notice. */
  label: z.optional(z.string()),
  input: z.optional(z.unknown()),
});

async function postChange(admin: AdminContext, body: unknown, expected: PostKind): Promise<AdminAnswer> {
  const request = postRequestSchema.safeParse(body);
  if (!request.success || request.data.kind !== expected) return refused();
  const { intent, kind, id, label = "" } = request.data;
  const missing = () => refused(ACTION_MESSAGES.missing(kind), 404);
  if (id != null && !recordIdSchema.safeParse(id).success) return missing();
  try {
    if (intent === "delete") {
      if (id == null) return refused();
      await store(admin, kind).remove(id);
      return noticed(POST_NOTICES[kind].deleted(label));
    }
    const parsed = schemaOf(kind).safeParse(request.data.input);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? ACTION_MESSAGES.invalid;
      return refused(message, 400, { errors: fieldErrors(parsed.error.issues) });
    }
    await save(admin, kind, id ?? null, parsed.data);
    return noticed(POST_NOTICES[kind][id == null ? "created" : "updated"](label));
  } catch (error) {
    // A post gone meanwhile is named by its kind; any other refusal (an article's translation must
    // exist: invalid; a taken slug: conflict) is answered as the API would answer it.
    if (error instanceof DomainError && error.kind === "not_found") return missing();
    return refusal(error);
  }
}

/** What the no-JavaScript confirmation calls the item. */
async function postLabel({ services }: AdminContext, kind: PostKind, id: string): Promise<string> {
  if (kind === "article") return (await services.articles.listAll()).find((a) => a.id === id)?.title ?? "you picked";
  if (kind === "testimonial") {
    const name = (await services.testimonials.list()).find((t) => t.id === id)?.name;
    return name ? `from ${name}` : "you picked";
  }
  return (await services.networkLinks.list()).find((l) => l.id === id)?.title ?? "you picked";
}

function schemaOf(kind: PostKind) {
  return kind === "article" ? articleSchema : kind === "testimonial" ? testimonialSchema : networkLinkSchema;
}

function store({ services }: AdminContext, kind: PostKind) {
  return kind === "article"
    ? services.articles
    : kind === "testimonial"
      ? services.testimonials
      : services.networkLinks;
}

async function save(admin: AdminContext, kind: PostKind, id: string | null, input: unknown) {
  const { services, user } = admin;
  if (kind === "article") {
    const article = input as z.output<typeof articleSchema>;
    return id ? services.articles.update(id, article) : services.articles.create(article, user.id);
  }
  if (kind === "testimonial") {
    const testimonial = input as z.output<typeof testimonialSchema>;
    return id ? services.testimonials.update(id, testimonial) : services.testimonials.create(testimonial);
  }
  const link = input as z.output<typeof networkLinkSchema>;
  return id ? services.networkLinks.update(id, link) : services.networkLinks.create(link);
}

const noticed = (notice: { title: string; description?: string }) =>
  done(notice.description ?? "", { title: notice.title });
