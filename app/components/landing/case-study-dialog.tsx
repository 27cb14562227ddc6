import type { Project } from "#app/components/landing/project-list.tsx";
import { ProjectLinks } from "#app/components/project-links.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useT } from "#app/lib/i18n.tsx";
import { DIALOG_IMAGE_SIZES, PROJECT_IMAGE_SIZE } from "#app/lib/images.ts";

/**
 * A project's Case Study modal (SPEC §2 "Projects"). Its own module so the landing page loads it on
 * the first "Case Study" click, not up front.
 */
export function CaseStudyDialog({
  project,
  categoryLabel,
  onClose,
  onCloseAutoFocus,
}: {
  project: Project;
  categoryLabel: string;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const t = useT("landing");
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl" closeLabel={t("dialog.close")} onCloseAutoFocus={onCloseAutoFocus}>
        <ResponsiveImage
          image={project.image}
          fallbackAlt={project.title}
          sizes={DIALOG_IMAGE_SIZES}
          width={PROJECT_IMAGE_SIZE.width}
          height={PROJECT_IMAGE_SIZE.height}
          className="aspect-video w-full rounded-md bg-muted object-cover"
        />
        <DialogHeader>
          <Badge variant="secondary">{categoryLabel}</Badge>
          <DialogTitle>{project.title}</DialogTitle>
          <DialogDescription>{project.description}</DialogDescription>
        </DialogHeader>
        <div>
          <h3 id="case-study-tech-heading" className="font-semibold">
            {t("portfolio.technologiesUsed")}
          </h3>
          <ul aria-labelledby="case-study-tech-heading" className="mt-2 flex flex-wrap gap-1.5">
            {project.techStack.map((tech) => (
              <li key={tech}>
                <Badge variant="outline">{tech}</Badge>
              </li>
            ))}
          </ul>
        </div>
        {project.caseStudy && (
          <div>
            <h3 className="font-semibold">{t("portfolio.caseStudy")}</h3>
            <p className="mt-2 text-sm leading-relaxed">{project.caseStudy}</p>
          </div>
        )}
        {(project.liveUrl || project.githubUrl) && (
          <DialogFooter>
            <ProjectLinks project={project} githubLabel="github" onInternalNavigate={onClose} />
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
