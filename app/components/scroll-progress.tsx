/** The reading-progress bar at the top of the landing page. */
export function ScrollProgress() {
  return null;
}
