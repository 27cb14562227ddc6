import { useState } from "react";
import { Link } from "react-router";
import { Eye } from "#app/components/icons.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { Article } from "#app/lib/server-types.ts";
import { articlePath } from "#domain/blog.ts";
import { AdminListEmpty, AdminTabHeader, EditDeleteButtons } from "./admin-list.tsx";
import { ARTICLE_LANGUAGES, ArticleDialog } from "./article-dialog.tsx";
import { formatDate, formatDateTime } from "./format.ts";
import { ADMIN_PANEL_ID } from "./tabs.ts";

export const NO_ARTICLES_TEXT = "No articles yet. Create your first article to get started!";

function statusOf(article: Article): "Published" | "Draft" | "Scheduled" {
  if (!article.published) return "Draft";
  return article.publishedAt && new Date(article.publishedAt) > new Date() ? "Scheduled" : "Published";
}

/** SPEC §2 admin "Articles" tab: the list with badges and facts, New Article, edit and delete. */
export function ArticlesTab({ articles }: { articles: Article[] }) {
  const [editing, setEditing] = useState<Article | null>(null);
  const [open, setOpen] = useState(false);

  const openEditor = (article: Article | null) => {
    setEditing(article);
    setOpen(true);
  };

  return (
    <section aria-labelledby="articles-tab-heading" className="space-y-6">
      <AdminTabHeader
        headingId="articles-tab-heading"
        title="Articles"
        addLabel="New Article"
        onAdd={() => openEditor(null)}
      />

      <AdminListEmpty items={articles} empty={NO_ARTICLES_TEXT} />

      {articles.length > 0 && (
        <ul className="space-y-4" aria-label="All articles">
          {articles.map((article) => {
            const status = statusOf(article);
            const translation = article.translationId
              ? articles.find((a) => a.id === article.translationId)
              : undefined;
            return (
              <li key={article.id} className="rounded-xl border bg-card p-5 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-4">
                  <div className="min-w-0 flex-1 space-y-2">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="text-lg font-semibold" dir="auto">
                        {article.title}
                      </h3>
                      <Badge variant={status === "Published" ? "default" : "outline"}>{status}</Badge>
                      <Badge variant="secondary">{ARTICLE_LANGUAGES[article.locale]}</Badge>
                    </div>
                    {translation && (
                      <p className="text-sm text-muted-foreground">
                        Translation: <bdi>{translation.title}</bdi>
                      </p>
                    )}
                    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                      <bdi>{article.category}</bdi>
                      <span>{article.readTime} min read</span>
                      <span>{article.views} views</span>
                    </p>
                    <p className="line-clamp-2 text-sm text-muted-foreground" dir="auto">
                      {article.excerpt}
                    </p>
                    <p className="flex flex-wrap gap-x-4 text-xs text-muted-foreground">
                      <span>Created {formatDate(article.createdAt)}</span>
                      {article.publishedAt && (
                        <span>
                          {status === "Scheduled"
                            ? `Publishes ${formatDateTime(article.publishedAt)}`
                            : `Published ${formatDate(article.publishedAt)}`}
                        </span>
                      )}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button variant="ghost" size="icon" asChild>
                      <Link to={articlePath(article.slug, article.locale)} aria-label={`View ${article.title}`}>
                        <Eye aria-hidden="true" />
                      </Link>
                    </Button>
                    <EditDeleteButtons
                      itemName={article.title}
                      onEdit={() => openEditor(article)}
                      kind="article"
                      id={article.id}
                      label={article.title}
                      returnFocusTo={ADMIN_PANEL_ID}
                    />
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <ArticleDialog open={open} onOpenChange={setOpen} article={editing} articles={articles} />
    </section>
  );
}
