import * as z from "zod/mini";
import type { AppLoadContext } from "#app/lib/server-types.ts";
import {
  ACTION_MESSAGES,
  type AdminActionResult,
  POST_KINDS,
  POST_NOTICES,
  type PostKind,
} from "#domain/admin-actions.ts";
import { DomainError, STATUS_BY_KIND } from "#domain/errors.ts";
import { recordIdSchema } from "#domain/schemas/admin.ts";
import { fieldErrors } from "#domain/schemas/leads.ts";
import { networkLinkSchema } from "#domain/schemas/network-links.ts";
import { articleSchema, testimonialSchema } from "#domain/schemas/posts.ts";

/**
 * The dashboard's changes to posts (articles, testimonials, network links), posted as JSON by the
 * editors' fetchers to the `/admin` action: the same schemas and services as the JSON API, and the
 * owner is told with the one set of notices in domain/admin-actions.ts.
 */
const postRequestSchema = z.object({
  intent: z.enum(["save", "delete"]),
  kind: z.enum(POST_KINDS),
  /** The record to update or delete; absent when a save creates one. */
  id: z.optional(z.nullable(z.string())),
  /** The item's title or author, for the notice. */
  label: z.optional(z.string()),
  input: z.optional(z.unknown()),
});

type Failure = { status: number; result: AdminActionResult };
type Outcome = { status: number; result: AdminActionResult };

export async function postAction(context: AppLoadContext, body: unknown): Promise<Outcome> {
  const request = postRequestSchema.safeParse(body);
  if (!request.success) return invalid();
  const { intent, kind, id, label = "" } = request.data;
  if (id != null && !recordIdSchema.safeParse(id).success) return missing(kind);
  try {
    if (intent === "delete") {
      if (id == null) return invalid();
      await store(context, kind).remove(id);
      return done(POST_NOTICES[kind].deleted(label));
    }
    const parsed = schemaOf(kind).safeParse(request.data.input);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? ACTION_MESSAGES.invalid;
      return { status: 400, result: { ok: false, message, errors: fieldErrors(parsed.error.issues) } };
    }
    await save(context, kind, id ?? null, parsed.data);
    return done(POST_NOTICES[kind][id == null ? "created" : "updated"](label));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.kind === "not_found") return missing(kind);
    // A rule only the service can check (an article's translation must exist: invalid), a taken slug
    // (conflict): the status the API would answer.
    return { status: STATUS_BY_KIND[error.kind], result: { ok: false, message: error.message, errors: error.fields } };
  }
}

/** What the no-JavaScript confirmation calls the item. */
export async function postLabel(context: AppLoadContext, kind: PostKind, id: string): Promise<string> {
  const { services } = context;
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

function store({ services }: AppLoadContext, kind: PostKind) {
  return kind === "article"
    ? services.articles
    : kind === "testimonial"
      ? services.testimonials
      : services.networkLinks;
}

async function save(context: AppLoadContext, kind: PostKind, id: string | null, input: unknown) {
  const { services, user } = context;
  if (kind === "article") {
    const article = input as z.output<typeof articleSchema>;
    return id ? services.articles.update(id, article) : services.articles.create(article, user?.id ?? null);
  }
  if (kind === "testimonial") {
    const testimonial = input as z.output<typeof testimonialSchema>;
    return id ? services.testimonials.update(id, testimonial) : services.testimonials.create(testimonial);
  }
  const link = input as z.output<typeof networkLinkSchema>;
  return id ? services.networkLinks.update(id, link) : services.networkLinks.create(link);
}

const done = (notice: { title: string; description?: string }): Outcome => ({
  status: 200,
  result: { ok: true, title: notice.title, message: notice.description ?? "" },
});
const invalid = (): Failure => ({ status: 400, result: { ok: false, message: ACTION_MESSAGES.invalid } });
const missing = (kind: PostKind): Failure => ({
  status: 404,
  result: { ok: false, message: ACTION_MESSAGES.missing(kind) },
});
