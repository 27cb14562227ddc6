/** How many of the latest articles the landing page's blog section shows (its own module: the loader needs it, the section's code loads later). */
export const LANDING_POST_COUNT = 3;
