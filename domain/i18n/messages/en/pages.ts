/**
 * The words of the pages around the landing page: a project, a solution, the career page; and the
 * short page the server answers when too many pages are being prepared at once (`busy.*`); the privacy
 * page (`privacy.*`: exactly what the visit counter of issue #44 counts and keeps).
 */
export default {
  "project.back": "Back to Projects",
  "project.notFound.title": "Project Not Found",
  "project.notFound.body": "The project you're looking for doesn't exist or has been removed.",
  "project.techStack": "Technologies Used",
  "solution.back": "Back to Solutions",
  "solution.cta": "Get Started Today",
  "solution.writeInstead": "Or send a message",
  "privacy.title": "Privacy",
  "privacy.description": "What this site counts about visits, what it never keeps, and what it stores when you write.",
  "privacy.intro":
    "This site counts its visits itself, on its own server, to learn which articles, talks and links bring readers and clients. It uses no cookie for this, no third-party service, and sends nothing to anyone else.",
  "privacy.counted.title": "What is counted",
  "privacy.counted.page":
    "The page you open and its language, and whether it exists (a missing page is counted with the page that linked to it, so broken links can be fixed).",
  "privacy.counted.source":
    "Where you came from: the site of the link you followed (for example LinkedIn or Google) and the campaign fields of the link itself (utm_source, utm_medium, utm_campaign, utm_term, utm_content).",
  "privacy.counted.device":
    "The kind of device (computer, phone or tablet), the browser's family (for example Chrome or Safari) and the country, read from your address.",
  "privacy.counted.visitor":
    "To count visitors rather than page views, a one-way code is made from your address, your browser's description and this site, mixed with a random value that is replaced and deleted every day. It cannot be turned back into your address, and the same person gets a different code the next day, so no one, the owner included, can follow you from one day to the next.",
  "privacy.counted.visit":
    "Views less than 30 minutes apart are one visit. When you send a message, an inquiry, a booking or a newsletter sign-up, it is stored with where that visit came from (for example: LinkedIn, campaign launch, first page /blog/…). Using one of the calculators is counted as part of that visit; the figures you enter are not kept.",
  "privacy.counted.kept": {
    one: "Each page view is kept for one day. After that only each day's totals remain (per page, source, campaign, country, device, browser and language), with no visitor code.",
    other:
      "Each page view is kept for {count} days. After that only each day's totals remain (per page, source, campaign, country, device, browser and language), with no visitor code.",
  },
  "privacy.never.title": "What is never kept",
  "privacy.never.list":
    "Your IP address and your browser's full description are used for a few seconds and then dropped: they are not stored. No cookie and nothing in your browser's storage identifies you. Nothing is shared with or sent to another company.",
  "privacy.optout.title": "Not being counted",
  "privacy.optout.body":
    "If your browser sends Global Privacy Control or Do Not Track, your page views are counted as page views only: no visitor code is made and nothing you send is linked to your visit. Automated programs and the site's owner are not counted.",
  "privacy.forms.title": "What you send",
  "privacy.forms.body":
    "A message, an inquiry, a booking or a newsletter sign-up keeps what you typed so the owner can answer you, and the source of the visit described above. You can ask for it to be deleted at any time by writing to the owner.",
  "privacy.country": "Country data: IP Geolocation by DB-IP.",
  "busy.title": "One moment, please",
  "busy.body": "Many visitors are opening pages right now. Please try again in a few seconds.",
  "busy.back": "Back to Site",
} as const;
