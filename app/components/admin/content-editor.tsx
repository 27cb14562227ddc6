import { Form } from "react-router";
import { ICON_NAMES, type IconName } from "#app/components/icon-names.ts";
import spriteHref from "#app/components/icons.svg";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import type { ContentEditorState, FieldErrors, MediaItem } from "#app/lib/server-types.ts";
import { type ContentField, encodeListOperation, type FieldPath, fieldId, fieldName } from "#domain/content-fields.ts";
import { MediaPicker } from "./media-picker.tsx";

type Side = "en" | "ar";
const SIDE_NAMES: Record<Side, string> = { en: "English", ar: "Arabic" };

type EditorProps = { state: ContentEditorState; errors: FieldErrors | null; images: readonly MediaItem[] };

/**
 * A module's form, drawn from the fields the server read off its schema: each text field in English
 * and Arabic side by side (Arabic right to left), shared values (ids, icons, numbers, addresses) once,
 * lists with add, remove and move buttons. Every button posts the whole form, so it works without
 * JavaScript; a list change comes back unsaved, to be filled in and saved.
 */
export function ContentEditor({ state, errors, images }: EditorProps) {
  const outdated = { en: new Set(state.outdated.en), ar: new Set(state.outdated.ar) };
  const context: FieldContext = { state, errors, outdated, images };
  const root = state.fields;
  return (
    <Form method="post" id="content-editor-form" className="grid gap-6" noValidate>
      <input type="hidden" name="#keys" value={JSON.stringify(state.document.keys)} />
      {root.kind === "group" ? (
        root.fields.map((field) => <FieldView key={field.key} field={field} path={[field.key]} context={context} />)
      ) : (
        <FieldView field={root} path={[]} context={context} />
      )}
      <div className="sticky bottom-0 z-10 flex flex-wrap gap-2 border-t bg-background/95 py-3">
        <Button type="submit" name="intent" value="save">
          Save draft
        </Button>
        <Button type="submit" name="intent" value="publish" variant="secondary">
          Save and publish
        </Button>
        <Button type="submit" name="intent" value="preview-en" variant="outline">
          Preview in English
        </Button>
        <Button type="submit" name="intent" value="preview-ar" variant="outline">
          Preview in Arabic
        </Button>
      </div>
    </Form>
  );
}

type FieldContext = {
  state: ContentEditorState;
  images: readonly MediaItem[];
  errors: FieldErrors | null;
  outdated: { en: Set<string>; ar: Set<string> };
};

function valueAt(document: unknown, path: FieldPath): unknown {
  let current = document;
  for (const step of path) current = (current as Record<string | number, unknown> | undefined)?.[step];
  return current;
}

function errorOf(context: FieldContext, side: Side | "*", path: FieldPath): string | undefined {
  const key = path.join(".");
  if (side === "*") return context.errors?.en[key] ?? context.errors?.ar[key];
  return context.errors?.[side][key];
}

function FieldView({ field, path, context }: { field: ContentField; path: FieldPath; context: FieldContext }) {
  switch (field.kind) {
    case "hidden":
      return (
        <input
          type="hidden"
          name={fieldName("*", path)}
          value={String(valueAt(context.state.document.en, path) ?? "")}
        />
      );
    case "group":
      return (
        <fieldset className="grid gap-4 rounded-lg border p-4">
          <legend className="px-1 font-semibold">{field.label}</legend>
          {field.fields.map((child) => (
            <FieldView key={child.key} field={child} path={[...path, child.key]} context={context} />
          ))}
        </fieldset>
      );
    case "list":
      return <ListView field={field} path={path} context={context} />;
    case "image": {
      const value = valueAt(context.state.document.en, path);
      return (
        // The id is where the refusal's summary links to.
        <div id={fieldId("*", path)}>
          <MediaPicker
            name={fieldName("*", path)}
            defaultValue={typeof value === "string" ? value : ""}
            images={context.images}
            legend={`${field.label} (both languages)`}
            error={errorOf(context, "*", path)}
          />
        </div>
      );
    }
    case "text":
      return field.shared ? (
        <SingleField field={field} path={path} context={context} />
      ) : (
        <TwinFields field={field} path={path} context={context} />
      );
    case "choice":
      // Declared an icon in content/schema.ts; drawn only if the sprite has every option.
      return field.icon && field.options.every((option) => (ICON_NAMES as readonly string[]).includes(option)) ? (
        <IconChoice field={field} path={path} context={context} />
      ) : (
        <SingleField field={field} path={path} context={context} />
      );
    default:
      return <SingleField field={field} path={path} context={context} />;
  }
}

function ListView({
  field,
  path,
  context,
}: {
  field: Extract<ContentField, { kind: "list" }>;
  path: FieldPath;
  context: FieldContext;
}) {
  const items = (valueAt(context.state.document.en, path) as unknown[] | undefined) ?? [];
  // A list of words (technologies, badges): one row each, both languages and the buttons side by side.
  const compact = field.item.kind === "text" && !field.item.multiline;
  const listError = errorOf(context, "*", path);
  const headingId = `${fieldId("*", path)}-heading`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border p-4">
      <h3 id={headingId} className="font-semibold">
        {field.label} <span className="text-sm font-normal text-muted-foreground">({items.length})</span>
      </h3>
      <input type="hidden" name={`#len.${path.join(".")}`} value={items.length} />
      {listError ? <p className="text-sm text-error">{listError}</p> : null}
      <ol className="grid gap-3">
        {items.map((item, index) => {
          const itemPath = [...path, index];
          const title =
            field.itemTitle && typeof (item as Record<string, unknown>)?.[field.itemTitle] === "string"
              ? String((item as Record<string, unknown>)[field.itemTitle])
              : "";
          const name = `${field.itemLabel} ${index + 1}${title ? `: ${title}` : ""}`;
          // A complaint about the item as a whole (e.g. a choice question without its options).
          const itemError = errorOf(context, "*", itemPath);
          const buttons = (
            <span className="flex gap-1">
              <ListButton
                label={`Move ${name} up`}
                text="Up"
                value={encodeListOperation({ op: "up", path: itemPath })}
                disabled={index === 0}
              />
              <ListButton
                label={`Move ${name} down`}
                text="Down"
                value={encodeListOperation({ op: "down", path: itemPath })}
                disabled={index === items.length - 1}
              />
              <ListButton
                label={`Remove ${name}`}
                text="Remove"
                value={encodeListOperation({ op: "remove", path: itemPath })}
                disabled={items.length <= field.min}
              />
            </span>
          );
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: positions are what the form's names use
              key={index}
              id={fieldId("*", itemPath)}
              className={
                compact
                  ? "grid items-start gap-2 md:grid-cols-[1fr_auto]"
                  : "grid gap-3 rounded-md border border-dashed p-3"
              }
            >
              {compact ? null : (
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-sm font-medium">{name}</span>
                  {buttons}
                </div>
              )}
              {itemError ? <p className="text-sm text-error">{itemError}</p> : null}
              {field.item.kind === "group" ? (
                field.item.fields.map((child) => (
                  <FieldView key={child.key} field={child} path={[...itemPath, child.key]} context={context} />
                ))
              ) : field.item.kind === "text" && !field.item.shared ? (
                <TwinFields
                  field={{ ...field.item, label: `${field.itemLabel} ${index + 1}` }}
                  path={itemPath}
                  context={context}
                  compact={compact}
                />
              ) : (
                <FieldView
                  field={{ ...field.item, label: `${field.itemLabel} ${index + 1}` } as ContentField}
                  path={itemPath}
                  context={context}
                />
              )}
              {compact ? buttons : null}
            </li>
          );
        })}
      </ol>
      {items.length < field.max ? (
        <div>
          <Button type="submit" name="op" value={encodeListOperation({ op: "add", path })} variant="outline" size="sm">
            Add to {field.label.toLowerCase()}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function ListButton({
  label,
  text,
  value,
  disabled,
}: {
  label: string;
  text: string;
  value: string;
  disabled: boolean;
}) {
  return (
    <Button type="submit" name="op" value={value} variant="ghost" size="sm" aria-label={label} disabled={disabled}>
      {text}
    </Button>
  );
}

function TwinFields({
  field,
  path,
  context,
  compact = false,
}: {
  field: Extract<ContentField, { kind: "text" }>;
  path: FieldPath;
  context: FieldContext;
  /** In a row of a list of words: the labels are for screen readers only (the list's heading says it). */
  compact?: boolean;
}) {
  const stable = context.state.stablePaths[path.join(".")] ?? path.join(".");
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {(["en", "ar"] as const).map((side) => {
        const id = fieldId(side, path);
        const error = errorOf(context, side, path);
        const behind = context.outdated[side].has(stable);
        const value = valueAt(context.state.document[side], path);
        const common = {
          id,
          name: fieldName(side, path),
          defaultValue: typeof value === "string" ? value : "",
          dir: side === "ar" ? "rtl" : "ltr",
          lang: side,
          "aria-invalid": error ? true : undefined,
          "aria-describedby":
            [error ? `${id}-error` : "", behind ? `${id}-behind` : ""].filter(Boolean).join(" ") || undefined,
        } as const;
        return (
          <div key={side} className="grid content-start gap-1.5">
            <label
              htmlFor={id}
              className={compact ? "sr-only" : "flex flex-wrap items-center gap-2 text-sm font-medium"}
            >
              {field.label} ({SIDE_NAMES[side]}){field.optional ? " (optional)" : ""}
            </label>
            {field.multiline ? <Textarea {...common} rows={3} /> : <Input {...common} />}
            {behind ? (
              <p id={`${id}-behind`} className="flex flex-wrap items-center gap-2 text-sm">
                <Badge variant="outline" className="border-error text-error">
                  Translation out of date
                </Badge>
                <span className="text-muted-foreground">
                  The {SIDE_NAMES[side === "en" ? "ar" : "en"]} changed since.
                </span>
                <Button type="submit" name="mark" value={`${side}|${stable}`} variant="ghost" size="sm">
                  Mark current
                </Button>
              </p>
            ) : null}
            <FieldError id={id} error={error} />
          </div>
        );
      })}
    </div>
  );
}

/** Any icon of the sprite by its name (the names content may hold are the sprite's). */
function SpriteIcon({ name }: { name: IconName }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`lucide lucide-${name} size-5`}>
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}

/** An icon field: the sprite's icons the schema allows, each drawn, as radios (keyboard and no-JS alike). */
function IconChoice({
  field,
  path,
  context,
}: {
  field: Extract<ContentField, { kind: "choice" }>;
  path: FieldPath;
  context: FieldContext;
}) {
  const value = String(valueAt(context.state.document.en, path) ?? "");
  const error = errorOf(context, "*", path);
  const id = fieldId("*", path);
  return (
    <fieldset id={id} className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">{field.label} (both languages)</legend>
      <div className="flex flex-wrap gap-2">
        {field.options.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10"
          >
            <input type="radio" name={fieldName("*", path)} value={option} defaultChecked={option === value} />
            <SpriteIcon name={option as IconName} />
            {option}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

function SingleField({
  field,
  path,
  context,
}: {
  field: Extract<ContentField, { kind: "text" | "number" | "choice" }>;
  path: FieldPath;
  context: FieldContext;
}) {
  const id = fieldId("*", path);
  const error = errorOf(context, "*", path);
  const value = valueAt(context.state.document.en, path);
  const common = {
    id,
    name: fieldName("*", path),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  } as const;
  return (
    <div className="grid gap-1.5 md:max-w-md">
      <label htmlFor={id} className="text-sm font-medium">
        {/* A number or a choice is the same in any language: only text says it is kept for both. */}
        {field.label}
        {field.kind === "text" ? " (both languages)" : ""}
        {field.optional ? " (optional)" : ""}
      </label>
      {field.kind === "choice" ? (
        <select
          {...common}
          defaultValue={String(value ?? "")}
          className="h-9 rounded-md border border-input bg-background px-3 text-sm"
        >
          {field.optional ? <option value="">None</option> : null}
          {field.options.map((option) => (
            <option key={option} value={option}>
              {field.optionLabels?.[option] ?? option}
            </option>
          ))}
        </select>
      ) : field.kind === "number" ? (
        <Input
          {...common}
          type="number"
          inputMode="numeric"
          defaultValue={value === undefined ? "" : String(value)}
          dir="ltr"
        />
      ) : (
        <Input {...common} defaultValue={typeof value === "string" ? value : ""} dir="ltr" />
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A field's complaint, under it; the field names it in `aria-describedby` as `<id>-error`. */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="text-sm text-error">
      {error}
    </p>
  ) : null;
}
