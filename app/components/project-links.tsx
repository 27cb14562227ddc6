import { Link } from "react-router";
import { CodeXml, ExternalLink } from "#app/components/icons.tsx";
import { Button, type ButtonProps } from "#app/components/ui/button.tsx";
import type { projects } from "#content/projects.ts";

type Project = (typeof projects)[number];

/** An address outside this site; an internal path such as /islamic-fintech stays in the same tab. */
export function isExternalUrl(url: string) {
  return /^https?:\/\//.test(url);
}

function NewTabHint() {
  return <span className="sr-only"> (opens in a new tab)</span>;
}

type ProjectLinksProps = {
  project: Pick<Project, "liveUrl" | "githubUrl">;
  /** Label of the repository link: "Source Code" on cards, "GitHub" in the case study and on the project page. */
  githubLabel: string;
  size?: ButtonProps["size"];
  /** Runs when the visitor follows an in-site live link (a dialog closes itself). */
  onInternalNavigate?: () => void;
};

/** The project's optional "Live Demo" and repository links. External ones open in a new tab. */
export function ProjectLinks({ project, githubLabel, size, onInternalNavigate }: ProjectLinksProps) {
  const { liveUrl, githubUrl } = project;
  return (
    <>
      {liveUrl &&
        (isExternalUrl(liveUrl) ? (
          <Button asChild variant="outline" size={size}>
            <a href={liveUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              Live Demo
              <NewTabHint />
            </a>
          </Button>
        ) : (
          <Button asChild variant="outline" size={size}>
            <Link to={liveUrl} onClick={onInternalNavigate}>
              <ExternalLink aria-hidden="true" />
              Live Demo
            </Link>
          </Button>
        ))}
      {githubUrl && (
        <Button asChild variant="outline" size={size}>
          <a href={githubUrl} target="_blank" rel="noopener noreferrer">
            <CodeXml aria-hidden="true" />
            {githubLabel}
            <NewTabHint />
          </a>
        </Button>
      )}
    </>
  );
}
