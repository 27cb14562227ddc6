import { type FormEvent, useEffect, useState } from "react";
import { FormField } from "#app/components/form-field.tsx";
import { Eye, EyeOff } from "#app/components/icons.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import type { Article } from "#app/lib/server-types.ts";
import { isLocale, type Locale, textDirection } from "#domain/i18n/locales.ts";
import { POST_LIMITS, SLUG_PATTERN } from "#domain/schemas/posts.ts";
import { slugify as slugFromTitle } from "#domain/slug.ts";
import { adminRequest } from "./admin-api.ts";
import { AdminDialogFooter, useAdminForm } from "./admin-form.tsx";
import { Switch } from "./article-switch.tsx";
import "#app/components/blog/article.css";

type Values = {
  title: string;
  slug: string;
  category: string;
  excerpt: string;
  content: string;
  published: boolean;
  scheduleAt: string;
  featuredImage: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  ogImage: string;
  locale: Locale;
  /** The id of the same article in the other language, or "" for none. */
  translationId: string;
};

/** The admin stays English; the names of the article languages it offers. */
export const ARTICLE_LANGUAGES: Record<Locale, string> = { en: "English", ar: "Arabic (العربية)" };

const EMPTY: Values = {
  title: "",
  slug: "",
  category: "",
  excerpt: "",
  content: "",
  published: false,
  scheduleAt: "",
  featuredImage: "",
  metaTitle: "",
  metaDescription: "",
  metaKeywords: "",
  ogImage: "",
  locale: "en",
  translationId: "",
};

/** "Murabaha, Explained!" → "murabaha-explained"; "المرابحة وأنت" → "almrabha-want" (domain/slug.ts). */
export const slugify = (text: string) => slugFromTitle(text, POST_LIMITS.slug);

/** A Date as the value of an `<input type="datetime-local">` (the browser's local time). */
const toLocalInput = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

function valuesOf(article: Article | null): Values {
  if (!article) return EMPTY;
  const scheduled = article.published && article.publishedAt && new Date(article.publishedAt) > new Date();
  return {
    title: article.title,
    slug: article.slug,
    category: article.category,
    excerpt: article.excerpt,
    content: article.content,
    published: article.published,
    scheduleAt: scheduled && article.publishedAt ? toLocalInput(article.publishedAt) : "",
    featuredImage: article.featuredImage ?? "",
    metaTitle: article.metaTitle ?? "",
    metaDescription: article.metaDescription ?? "",
    metaKeywords: article.metaKeywords ?? "",
    ogImage: article.ogImage ?? "",
    locale: article.locale,
    translationId: article.translationId ?? "",
  };
}

/**
 * The articles this one may name as its translation: those in the other language that have none yet,
 * or already name this one.
 */
export function translationChoices(articles: readonly Article[], self: Article | null, locale: Locale) {
  return articles.filter(
    (a) => a.id !== self?.id && a.locale !== locale && (a.translationId === null || a.translationId === self?.id),
  );
}

/**
 * SPEC §4: publishing sends the current time and a draft sends null. Editing a published article
 * keeps its original date; a chosen future time schedules it.
 */
function publishedAtFor(values: Values, article: Article | null): string | null {
  if (!values.published) return null;
  if (values.scheduleAt) return new Date(values.scheduleAt).toISOString();
  if (article?.published && article.publishedAt && new Date(article.publishedAt) <= new Date())
    return article.publishedAt;
  return new Date().toISOString();
}

/** The editor's live preview: the server's own renderer, asked again 300 ms after typing stops. */
function usePreview(content: string, enabled: boolean) {
  const [html, setHtml] = useState("");
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const result = await adminRequest<{ html: string }>("POST", "/api/articles/preview", { content });
      if (!controller.signal.aborted && result.ok) setHtml(result.data.html);
    }, 300);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [content, enabled]);
  return html;
}

type ArticleDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The article to edit, or null to create one. */
  article: Article | null;
  /** Told after a save (the page's loader refreshes the list by itself). */
  onSaved?: () => void;
  /** Every article, for the translation picker. */
  articles?: readonly Article[];
};

export function ArticleDialog({ open, onOpenChange, article, onSaved, articles = [] }: ArticleDialogProps) {
  const { formId, values, setValues, saving, set, field, bind, save } = useAdminForm(open, article, valuesOf);
  const [slugEdited, setSlugEdited] = useState(article !== null);
  const [showPreview, setShowPreview] = useState(false);
  const previewHtml = usePreview(values.content, open && showPreview);

  // A new article's slug follows its title until the slug is edited by hand.
  useEffect(() => {
    if (open) setSlugEdited(article !== null);
  }, [open, article]);

  // An Arabic title has no Latin letters to make a slug from: the slug stays for the admin to write.
  const onTitle = (title: string) =>
    setValues((v) => ({ ...v, title, slug: slugEdited || slugify(title) === "" ? v.slug : slugify(title) }));
  // The text fields are written right to left in an Arabic article.
  const dir = textDirection(values.locale);
  const choices = translationChoices(articles, article, values.locale);
  const onLocale = (value: string) => {
    if (!isLocale(value)) return;
    // A linked translation in the newly chosen language no longer fits: unlink it.
    setValues((v) => ({
      ...v,
      locale: value,
      translationId: articles.some((a) => a.id === v.translationId && a.locale !== value) ? v.translationId : "",
    }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const payload = {
      title: values.title,
      slug: values.slug,
      category: values.category,
      excerpt: values.excerpt,
      content: values.content,
      published: values.published,
      publishedAt: publishedAtFor(values, article),
      featuredImage: values.featuredImage,
      metaTitle: values.metaTitle,
      metaDescription: values.metaDescription,
      metaKeywords: values.metaKeywords,
      ogImage: values.ogImage,
      locale: values.locale,
      translationId: values.translationId || null,
    };
    const saved = await save("article", article?.id ?? null, payload, payload.title);
    if (!saved) return;
    onSaved?.();
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={showPreview ? "max-w-6xl" : "max-w-3xl"}>
        <DialogHeader>
          <DialogTitle>{article ? "Edit Article" : "New Article"}</DialogTitle>
          <DialogDescription>Write in markdown. Drafts are reachable by their link but never listed.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate={false}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField {...field("title", "Title")} required>
              {(control) => (
                <Input
                  {...control}
                  value={values.title}
                  onChange={(e) => onTitle(e.target.value)}
                  dir={dir}
                  minLength={5}
                  maxLength={POST_LIMITS.title}
                />
              )}
            </FormField>
            <FormField {...field("slug", "Slug")} required>
              {(control) => (
                <Input
                  {...control}
                  value={values.slug}
                  onChange={(e) => {
                    setSlugEdited(true);
                    set("slug", e.target.value);
                  }}
                  minLength={3}
                  maxLength={POST_LIMITS.slug}
                  pattern={SLUG_PATTERN}
                  title="Lowercase letters, numbers, and hyphens"
                />
              )}
            </FormField>
            <FormField {...field("category", "Category")} required>
              {(control) => (
                <Input {...control} {...bind("category")} dir={dir} minLength={2} maxLength={POST_LIMITS.category} />
              )}
            </FormField>
            <FormField {...field("locale", "Language")} required>
              {(control) => (
                <NativeSelect {...control} value={values.locale} onChange={(e) => onLocale(e.target.value)}>
                  {(Object.keys(ARTICLE_LANGUAGES) as Locale[]).map((locale) => (
                    <option key={locale} value={locale}>
                      {ARTICLE_LANGUAGES[locale]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField {...field("translationId", "Translation (the same article in the other language)")}>
              {(control) => (
                <NativeSelect {...control} {...bind("translationId")} dir="auto">
                  <option value="">None</option>
                  {choices.map((choice) => (
                    <option key={choice.id} value={choice.id} dir="auto">
                      {choice.title}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            {/* The server works the read time out from the content on every save (one rule, one place). */}
            <div className="space-y-2" data-testid="article-read-time">
              <p className="text-sm font-medium">Read time</p>
              <p className="text-sm text-muted-foreground">
                {article ? `${article.readTime} min read. ` : ""}Worked out from the content when you save.
              </p>
            </div>
          </div>
          <FormField {...field("excerpt", "Excerpt")} required>
            {(control) => (
              <Textarea
                {...control}
                rows={2}
                {...bind("excerpt")}
                dir={dir}
                minLength={20}
                maxLength={POST_LIMITS.excerpt}
              />
            )}
          </FormField>
          <div className="flex items-center justify-between">
            <span className="text-sm text-muted-foreground">
              Markdown: headings, lists, links, images, tables and ```code```.
            </span>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => setShowPreview((s) => !s)}
              aria-pressed={showPreview}
            >
              {showPreview ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
              {showPreview ? "Hide preview" : "Show preview"}
            </Button>
          </div>
          <div className={showPreview ? "grid gap-4 lg:grid-cols-2" : undefined}>
            <FormField {...field("content", "Content (markdown)")} required>
              {(control) => (
                <Textarea
                  {...control}
                  rows={16}
                  className="font-mono text-sm"
                  {...bind("content")}
                  dir={dir}
                  minLength={50}
                  maxLength={POST_LIMITS.content}
                />
              )}
            </FormField>
            {showPreview && (
              <section aria-label="Preview" className="max-h-[28rem] overflow-y-auto rounded-md border p-4">
                <div
                  className="article-body"
                  lang={values.locale}
                  dir={dir}
                  data-testid="article-preview"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised by the server's preview call
                  dangerouslySetInnerHTML={{ __html: previewHtml }}
                />
              </section>
            )}
          </div>
          <Switch
            id={`${formId}-published`}
            checked={values.published}
            onCheckedChange={(checked) => set("published", checked)}
            label="Publish immediately"
            description="Off keeps it a draft: reachable by its link, labelled Draft, listed nowhere."
          />
          <details className="rounded-md border p-4">
            <summary className="cursor-pointer text-sm font-medium">Scheduling, image and SEO</summary>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <FormField {...field("scheduleAt", "Publish at (optional, needs Publish on)")}>
                {(control) => <Input {...control} type="datetime-local" {...bind("scheduleAt")} />}
              </FormField>
              <FormField {...field("featuredImage", "Featured image URL")}>
                {(control) => (
                  <Input
                    {...control}
                    type="text"
                    inputMode="url"
                    placeholder="https://… or /images/…"
                    {...bind("featuredImage")}
                  />
                )}
              </FormField>
              <FormField {...field("metaTitle", "Meta title")}>
                {(control) => <Input {...control} {...bind("metaTitle")} dir={dir} maxLength={POST_LIMITS.metaTitle} />}
              </FormField>
              <FormField {...field("metaKeywords", "Meta keywords (comma separated)")}>
                {(control) => (
                  <Input {...control} {...bind("metaKeywords")} dir={dir} maxLength={POST_LIMITS.metaKeywords} />
                )}
              </FormField>
              <FormField {...field("metaDescription", "Meta description")}>
                {(control) => (
                  <Textarea
                    {...control}
                    rows={2}
                    {...bind("metaDescription")}
                    dir={dir}
                    maxLength={POST_LIMITS.metaDescription}
                  />
                )}
              </FormField>
              <FormField {...field("ogImage", "Share image URL (Open Graph)")}>
                {(control) => (
                  <Input
                    {...control}
                    type="text"
                    inputMode="url"
                    placeholder="Drawn for you when empty"
                    {...bind("ogImage")}
                  />
                )}
              </FormField>
            </div>
          </details>
          <AdminDialogFooter
            onCancel={() => onOpenChange(false)}
            saving={saving}
            submitLabel={article ? "Update Article" : "Create Article"}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
