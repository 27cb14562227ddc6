/**
 * The words of the pages around the landing page: a project, a solution, the career page; and the
 * short page the server answers when too many pages are being prepared at once (`busy.*`).
 */
export default {
  "project.back": "Back to Projects",
  "project.notFound.title": "Project Not Found",
  "project.notFound.body": "The project you're looking for doesn't exist or has been removed.",
  "project.techStack": "Technologies Used",
  "solution.back": "Back to Solutions",
  "solution.cta": "Get Started Today",
  "solution.writeInstead": "Or send a message",
  "busy.title": "One moment, please",
  "busy.body": "Many visitors are opening pages right now. Please try again in a few seconds.",
  "busy.back": "Back to Site",
} as const;
