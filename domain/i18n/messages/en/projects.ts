/** A project's links, on the landing page's cards and case study and on the project page. */
export default {
  "links.liveDemo": "Live Demo",
  "links.sourceCode": "Source Code",
  "links.github": "GitHub",
  "links.newTab": "(opens in a new tab)",
} as const;
