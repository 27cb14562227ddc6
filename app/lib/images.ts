/**
 * Intrinsic sizes of the content artwork (16:9, not a spec rule). The width and height attributes
 * let the browser reserve the space before an image loads.
 */
export const PROJECT_IMAGE_SIZE = { width: 640, height: 360 } as const;
export const SOLUTION_IMAGE_SIZE = { width: 640, height: 360 } as const;
