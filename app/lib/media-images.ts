import { useMatches } from "react-router";
import type { MediaImage } from "#domain/media.ts";

/** What a page's loader sends for the library images it shows: `media`, by ref ("/media/<hash>"). */
export type MediaImagesData = { media?: Readonly<Record<string, MediaImage>> };

/**
 * The library's record of a ref, from the loader data of the page's routes: a loader that shows
 * library images returns `media: await services.media.describe(collectMediaRefs(content))`, and every
 * `ResponsiveImage` below finds its image there. No provider: the landing page's first scripts carry
 * nothing for it (the JavaScript budget), and a component deep in a section needs no prop threading.
 */
export function useMediaImage(ref: string): MediaImage | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const found = (matches[i]?.loaderData as MediaImagesData | undefined)?.media?.[ref];
    if (found) return found;
  }
  return undefined;
}
