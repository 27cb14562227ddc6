import { Link } from "react-router";
import { CodeXml, ExternalLink } from "#app/components/icons.tsx";
import { Button, type ButtonProps } from "#app/components/ui/button.tsx";
import { useLocalize } from "#app/lib/i18n.tsx";
import type { projects } from "#content/projects.ts";

type Project = (typeof projects)[number];

/** An address outside this site; an internal path such as /islamic-fintech stays in the same tab. */
export function isExternalUrl(url: string) {
  return /^https?:\/\//.test(url);
}

function NewTabHint({ text }: { text: string }) {
  return <span className="sr-only"> {text}</span>;
}

/** The links' words where a page has them in its language (the project page); English otherwise. */
export type ProjectLinkLabels = { live: string; newTab: string };
const ENGLISH_LABELS: ProjectLinkLabels = { live: "Live Demo", newTab: "(opens in a new tab)" };

type ProjectLinksProps = {
  project: Pick<Project, "liveUrl" | "githubUrl">;
  /** Label of the repository link: "Source Code" on cards, "GitHub" in the case study and on the project page. */
  githubLabel: string;
  size?: ButtonProps["size"];
  /** Runs when the visitor follows an in-site live link (a dialog closes itself). */
  onInternalNavigate?: () => void;
  labels?: ProjectLinkLabels;
};

/** The project's optional "Live Demo" and repository links. External ones open in a new tab. */
export function ProjectLinks({
  project,
  githubLabel,
  size,
  onInternalNavigate,
  labels = ENGLISH_LABELS,
}: ProjectLinksProps) {
  const { liveUrl, githubUrl } = project;
  const localize = useLocalize();
  return (
    <>
      {liveUrl &&
        (isExternalUrl(liveUrl) ? (
          <Button asChild variant="outline" size={size}>
            <a href={liveUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              {labels.live}
              <NewTabHint text={labels.newTab} />
            </a>
          </Button>
        ) : (
          <Button asChild variant="outline" size={size}>
            <Link to={localize(liveUrl)} onClick={onInternalNavigate}>
              <ExternalLink aria-hidden="true" />
              {labels.live}
            </Link>
          </Button>
        ))}
      {githubUrl && (
        <Button asChild variant="outline" size={size}>
          <a href={githubUrl} target="_blank" rel="noopener noreferrer">
            <CodeXml aria-hidden="true" />
            {githubLabel}
            <NewTabHint text={labels.newTab} />
          </a>
        </Button>
      )}
    </>
  );
}
