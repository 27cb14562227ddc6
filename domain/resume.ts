/**
 * The resume download, shared by the browser (header, mobile menu, about section) and, later, the
 * server. Pure values and functions only: no browser or Node APIs here.
 */

/** The language of the resume PDF; pages in another language label the link with it. */
export const RESUME_LANGUAGE = "en";

/** Where the server serves the resume PDF. */
export const RESUME_PATH = "/resume.pdf";

/** SPEC §7: the fire-and-forget tracking call made when a visitor downloads the resume. */
export const TRACK_DOWNLOAD_PATH = "/api/track-download";

/** localStorage key of the visitor's resume download counter (SPEC §3, a number stored as a string). */
export const RESUME_DOWNLOADS_STORAGE_KEY = "resume_downloads";

/** "Omar Haddad" → "Omar-Haddad-Resume.pdf": the owner's name in a safe file name. */
export function resumeFileName(ownerName: string): string {
  const safe = ownerName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, ""); // one dash at most in a row by now
  return `${safe || "Resume"}-Resume.pdf`;
}

/** The next value of the download counter, given what storage holds (missing or garbage counts as 0). */
export function nextDownloadCount(stored: string | null): number {
  const current = Number.parseInt(stored ?? "", 10);
  return (Number.isSafeInteger(current) && current >= 0 ? current : 0) + 1;
}
