import { useEffect, useRef, useState } from "react";
import { Check, Link2 } from "#app/components/icons.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { useT } from "#app/lib/i18n.tsx";
import { COPY_LINK_CONFIRMATION_MS } from "#domain/constants.ts";

type ShareButtonsProps = { url: string; title: string };

/** Twitter, LinkedIn and Facebook share links (new tab) and a copy-link button whose "Copied" state lasts 2 s. */
export function ShareButtons({ url, title }: ShareButtonsProps) {
  const t = useT("blog");
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const encodedUrl = encodeURIComponent(url);
  const targets = [
    { label: "Twitter", href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${encodedUrl}` },
    { label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}` },
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
  ];

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      return; // No clipboard (insecure context, denied): the address bar still has the link.
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_LINK_CONFIRMATION_MS);
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-muted-foreground">{t("share.label")}</span>
      {targets.map((target) => (
        <a
          key={target.label}
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: "outline", size: "sm" })}
          aria-label={t("share.on", { network: target.label })}
        >
          {target.label}
        </a>
      ))}
      <button type="button" onClick={copy} className={buttonVariants({ variant: "outline", size: "sm" })}>
        {copied ? <Check aria-hidden="true" /> : <Link2 aria-hidden="true" />}
        {copied ? t("share.copied") : t("share.copy")}
      </button>
      <span className="sr-only" aria-live="polite">
        {copied ? t("share.copiedAnnouncement") : ""}
      </span>
    </div>
  );
}
