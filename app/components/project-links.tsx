import { Link } from "react-router";
import { CodeXml, ExternalLink } from "#app/components/icons.tsx";
import { Button, type ButtonProps } from "#app/components/ui/button.tsx";
import { useLocalize, useT } from "#app/lib/i18n.tsx";
import type { Project } from "#content/projects.ts";

/** An address outside this site; an internal path such as /islamic-fintech stays in the same tab. */
export function isExternalUrl(url: string) {
  return /^https?:\/\//.test(url);
}

function NewTabHint({ text }: { text: string }) {
  return <span className="sr-only"> {text}</span>;
}

type ProjectLinksProps = {
  project: Pick<Project, "liveUrl" | "githubUrl">;
  /** Label of the repository link: "Source Code" on cards, "GitHub" in the case study and on the project page. */
  githubLabel: "sourceCode" | "github";
  size?: ButtonProps["size"];
  /** Runs when the visitor follows an in-site live link (a dialog closes itself). */
  onInternalNavigate?: () => void;
};

/**
 * The project's optional "Live Demo" and repository links. External ones open in a new tab; an
 * internal one stays in the page's language. Its words are the "projects" messages (the page's
 * loader sends them).
 */
export function ProjectLinks({ project, githubLabel, size, onInternalNavigate }: ProjectLinksProps) {
  const { liveUrl, githubUrl } = project;
  const t = useT("projects");
  const localize = useLocalize();
  return (
    <>
      {liveUrl &&
        (isExternalUrl(liveUrl) ? (
          <Button asChild variant="outline" size={size}>
            <a href={liveUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              {t("links.liveDemo")}
              <NewTabHint text={t("links.newTab")} />
            </a>
          </Button>
        ) : (
          <Button asChild variant="outline" size={size}>
            <Link to={localize(liveUrl)} onClick={onInternalNavigate}>
              <ExternalLink aria-hidden="true" />
              {t("links.liveDemo")}
            </Link>
          </Button>
        ))}
      {githubUrl && (
        <Button asChild variant="outline" size={size}>
          <a href={githubUrl} target="_blank" rel="noopener noreferrer">
            <CodeXml aria-hidden="true" />
            {githubLabel === "github" ? t("links.github") : t("links.sourceCode")}
            <NewTabHint text={t("links.newTab")} />
          </a>
        </Button>
      )}
    </>
  );
}
