import type * as React from "react";
import { toast } from "#app/components/ui/use-toast.ts";
import { useLocale, useT } from "#app/lib/i18n.tsx";
import { useSite } from "#app/lib/root-data.ts";
import {
  nextDownloadCount,
  RESUME_DOWNLOADS_STORAGE_KEY,
  RESUME_LANGUAGE,
  RESUME_PATH,
  resumeFileName,
  TRACK_DOWNLOAD_PATH,
} from "#domain/resume.ts";

/**
 * What happens around a resume download (SPEC §2, §8): a fire-and-forget tracking call whose failures
 * are ignored, the visitor's local counter (storage errors are only logged), and the thank-you toast
 * (SPEC §2 "Header", in the page's language). It never stands in the way of the download itself.
 */
export function recordResumeDownload(thanks: { title: string; description: string }) {
  try {
    fetch(TRACK_DOWNLOAD_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ type: "resume", timestamp: new Date().toISOString() }),
      keepalive: true,
    }).catch(() => {});
  } catch {
    // A browser that refuses the call outright is ignored the same way.
  }
  try {
    localStorage.setItem(
      RESUME_DOWNLOADS_STORAGE_KEY,
      String(nextDownloadCount(localStorage.getItem(RESUME_DOWNLOADS_STORAGE_KEY))),
    );
  } catch (error) {
    console.info("The resume download counter could not be updated:", error);
  }
  toast(thanks);
}

type ResumeDownloadLinkProps = Omit<React.ComponentProps<"a">, "href" | "download">;

/**
 * A real link to the resume PDF, saved under the owner-named file name, so it works without
 * JavaScript. With JavaScript a click also records the download; the link's default action (the
 * download) always goes ahead. Shared by the header, the mobile menu and the about section.
 *
 * The resume exists in English only (pdfkit joins Arabic letters but lays the words of a line out left
 * to right, see docs/decisions/015-arabic-typeface-and-resume.md): on a page in another language the link
 * says so after the caller's label, and carries hreflang.
 */
export function ResumeDownloadLink({ onClick, children, ...props }: ResumeDownloadLinkProps) {
  const { ownerName } = useSite();
  const t = useT("ui");
  const common = useT("common");
  const otherLanguage = useLocale() !== RESUME_LANGUAGE;
  return (
    <a
      href={RESUME_PATH}
      download={resumeFileName(ownerName)}
      hrefLang={otherLanguage ? RESUME_LANGUAGE : undefined}
      onClick={(event) => {
        onClick?.(event);
        recordResumeDownload({ title: t("resume.downloadedTitle"), description: t("resume.downloadedText") });
      }}
      {...props}
    >
      {children}
      {otherLanguage && (
        <>
          {" "}
          <span>{common("resume.inEnglish")}</span>
        </>
      )}
    </a>
  );
}
