import type * as React from "react";
import { Link } from "react-router";
import type { LucideIcon } from "#app/components/icons.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { useSectionHref } from "#app/lib/i18n.tsx";

type NewsletterPageProps = {
  icon: LucideIcon;
  title: string;
  text: string;
  children?: React.ReactNode;
};

/** The small centred card the newsletter's confirm and unsubscribe pages show in each state. */
export function NewsletterPage({ icon: Icon, title, text, children }: NewsletterPageProps) {
  return (
    <main id="main" className="flex min-h-[70vh] items-center justify-center px-4 pt-28 pb-20 sm:px-6">
      <div className="w-full max-w-lg rounded-xl border bg-card p-8 text-center sm:p-10">
        <Icon className="mx-auto size-12 text-primary" aria-hidden="true" />
        <h1 className="mt-5 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-3 leading-relaxed text-muted-foreground">{text}</p>
        {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
      </div>
    </main>
  );
}

/** Back to the signup on the landing page. */
export function SignUpAgainLink({ label }: { label: string }) {
  const sectionHref = useSectionHref();
  return (
    <Link to={sectionHref("newsletter")} className={buttonVariants({ size: "lg" })}>
      {label}
    </Link>
  );
}
