import type { FormEvent } from "react";
import { FormField } from "#app/components/form-field.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import type { Testimonial } from "#app/lib/server-types.ts";
import {
  TESTIMONIAL_ORDER_DEFAULT,
  TESTIMONIAL_RATING_DEFAULT,
  TESTIMONIAL_RATING_MAX,
  TESTIMONIAL_RATING_MIN,
} from "#domain/constants.ts";
import { POST_LIMITS } from "#domain/schemas/posts.ts";
import { AdminDialogFooter, useAdminForm } from "./admin-form.tsx";
import { Switch } from "./article-switch.tsx";

type Values = {
  name: string;
  company: string;
  role: string;
  rating: string;
  content: string;
  image: string;
  featured: boolean;
  order: string;
};

const EMPTY: Values = {
  name: "",
  company: "",
  role: "",
  rating: String(TESTIMONIAL_RATING_DEFAULT),
  content: "",
  image: "",
  featured: false,
  order: String(TESTIMONIAL_ORDER_DEFAULT),
};

const valuesOf = (t: Testimonial | null): Values =>
  t
    ? {
        name: t.name,
        company: t.company,
        role: t.role,
        rating: String(t.rating),
        content: t.content,
        image: t.image ?? "",
        featured: t.featured,
        order: String(t.order),
      }
    : EMPTY;

const RATINGS = Array.from(
  { length: TESTIMONIAL_RATING_MAX - TESTIMONIAL_RATING_MIN + 1 },
  (_, i) => TESTIMONIAL_RATING_MIN + i,
).reverse();

type TestimonialDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  testimonial: Testimonial | null;
  /** Told after a save (the page's loader refreshes the list by itself). */
  onSaved?: () => void;
};

/** Add or edit a testimonial; after a successful save the dialog closes and the form resets (SPEC §4). */
export function TestimonialDialog({ open, onOpenChange, testimonial, onSaved }: TestimonialDialogProps) {
  const { formId, values, setValues, saving, set, field, bind, save } = useAdminForm(open, testimonial, valuesOf);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const payload = {
      name: values.name,
      role: values.role,
      company: values.company,
      content: values.content,
      rating: Number(values.rating),
      image: values.image,
      featured: values.featured,
      order: Number(values.order || 0),
    };
    const saved = await save("testimonial", testimonial?.id ?? null, payload, payload.name);
    if (!saved) return;
    setValues(EMPTY);
    onOpenChange(false);
    onSaved?.();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{testimonial ? "Edit Testimonial" : "Add Testimonial"}</DialogTitle>
          <DialogDescription>
            Featured testimonials appear on the home page, lowest display order first.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField {...field("name", "Name")} required>
              {(c) => <Input {...c} {...bind("name")} minLength={2} maxLength={POST_LIMITS.personField} />}
            </FormField>
            <FormField {...field("company", "Company")} required>
              {(c) => <Input {...c} {...bind("company")} minLength={2} maxLength={POST_LIMITS.personField} />}
            </FormField>
            <FormField {...field("role", "Role")} required>
              {(c) => <Input {...c} {...bind("role")} minLength={2} maxLength={POST_LIMITS.personField} />}
            </FormField>
            <FormField {...field("rating", "Rating")} required>
              {(c) => (
                <NativeSelect {...c} {...bind("rating")}>
                  {RATINGS.map((r) => (
                    <option key={r} value={r}>
                      {r} {r === 1 ? "star" : "stars"}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </div>
          <FormField {...field("content", "Testimonial")} required>
            {(c) => (
              <Textarea {...c} rows={4} {...bind("content")} minLength={10} maxLength={POST_LIMITS.testimonial} />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField {...field("image", "Image URL (optional)")}>
              {(c) => <Input {...c} type="text" inputMode="url" placeholder="https://…" {...bind("image")} />}
            </FormField>
            <FormField {...field("order", "Display order")}>
              {(c) => <Input {...c} type="number" step={1} {...bind("order")} />}
            </FormField>
          </div>
          <Switch
            id={`${formId}-featured`}
            checked={values.featured}
            onCheckedChange={(checked) => set("featured", checked)}
            label="Show on homepage"
          />
          <AdminDialogFooter
            onCancel={() => onOpenChange(false)}
            saving={saving}
            submitLabel={testimonial ? "Update Testimonial" : "Add Testimonial"}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
