/**
 * Intrinsic sizes of the content artwork (16:9, not a spec rule). The width and height attributes
 * let the browser reserve the space before an image loads.
 */
export const PROJECT_IMAGE_SIZE = { width: 640, height: 360 } as const;
export const SOLUTION_IMAGE_SIZE = { width: 640, height: 360 } as const;

/**
 * The slots content images fill, as `sizes` lists for a library image's srcset: a landing card (one,
 * two or three columns), the case-study dialog (at most max-w-2xl, 42rem) and the project and
 * solution pages' picture (half of the page from lg up, inside its max-w-6xl container).
 */
export const PROJECT_CARD_SIZES = "(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw";
export const DIALOG_IMAGE_SIZES = "(min-width: 640px) 42rem, 100vw";
export const PAGE_IMAGE_SIZES = "(min-width: 1024px) 560px, 100vw";
