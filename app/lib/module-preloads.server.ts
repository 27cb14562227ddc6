const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY = Buffer.from(' fetchpriority="low"');

/**
 * React Router's `<Scripts>` preloads the page's modules with no way to set their priority, and
 * Chrome fetches module preloads at high priority, as if first paint waited for them. It does not
 * (the stylesheet is inline and the scripts are modules): marked low, they still load at once, after
 * anything the first paint needs.
 */
export function lowPriorityModulePreloads(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const parts: Buffer<ArrayBuffer>[] = [];
  let from = 0;
  for (let at = html.indexOf(MODULE_PRELOAD); at !== -1; at = html.indexOf(MODULE_PRELOAD, from)) {
    const end = at + MODULE_PRELOAD.length;
    parts.push(html.subarray(from, end), LOW_PRIORITY);
    from = end;
  }
  if (parts.length === 0) return html;
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}
