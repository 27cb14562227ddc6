import { useId } from "react";
import { Form, Link } from "react-router";
import { ChevronLeft, ChevronRight, Search } from "#app/components/icons.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { cn } from "#app/lib/utils.ts";
import { type AdminSectionId, adminHref } from "./tabs.ts";

/**
 * Search text and a status filter for a list, sent as a GET so the address holds them (refresh and
 * back keep the view) and it works without JavaScript; a new search starts at page 1.
 */
export function ListFilters({
  tab,
  noun,
  q,
  status,
  statuses,
}: {
  tab: AdminSectionId;
  noun: string;
  q: string;
  status: string;
  statuses: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <Form
      method="get"
      action={adminHref(tab)}
      role="search"
      aria-label={`Filter ${noun}`}
      className="flex flex-wrap items-end gap-3"
    >
      <div className="grid min-w-56 flex-1 gap-1.5">
        <Label htmlFor={`${id}-q`}>Search {noun}</Label>
        <Input
          id={`${id}-q`}
          type="search"
          name="q"
          defaultValue={q}
          maxLength={100}
          placeholder="Name, e-mail or text"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-status`}>Show</Label>
        <NativeSelect id={`${id}-status`} name="status" defaultValue={status}>
          {statuses.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="secondary" className="h-10">
        <Search aria-hidden="true" />
        Search
      </Button>
    </Form>
  );
}

/** "Showing 21–40 of 57" with Previous/Next links that keep the search and filter. */
export function Pagination({
  tab,
  page,
  pageCount,
  total,
  pageSize,
  params,
}: {
  tab: AdminSectionId;
  page: number;
  pageCount: number;
  total: number;
  pageSize: number;
  params: Record<string, string>;
}) {
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const link = (target: number, label: string, icon: React.ReactNode, enabled: boolean) =>
    enabled ? (
      <Link
        to={adminHref(tab, { ...params, page: target })}
        preventScrollReset
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        {icon}
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={cn(buttonVariants({ variant: "outline", size: "sm" }), "opacity-50")}>
        {icon}
        {label}
      </span>
    );
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground">
        Showing {from}–{to} of {total}
        {pageCount > 1 ? ` (page ${page} of ${pageCount})` : ""}
      </p>
      {pageCount > 1 ? (
        <div className="flex gap-2">
          {link(page - 1, "Previous", <ChevronLeft aria-hidden="true" />, page > 1)}
          {link(page + 1, "Next", <ChevronRight aria-hidden="true" />, page < pageCount)}
        </div>
      ) : null}
    </nav>
  );
}
