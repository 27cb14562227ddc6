import { createContext, type ReactNode, useContext } from "react";
import type { MediaImage } from "#domain/media.ts";

/**
 * The library images a page shows, by ref ("/media/<hash>" → size, fallback format, alt texts).
 * A loader sends them with its data (`media: await services.media.describe(collectMediaRefs(content))`)
 * and the page puts them here once; `ResponsiveImage` reads them, so a component deep in the page
 * needs no prop threading.
 */
const MediaImagesContext = createContext<Readonly<Record<string, MediaImage>>>({});

export function MediaImagesProvider({
  images,
  children,
}: {
  images: Readonly<Record<string, MediaImage>> | undefined;
  children: ReactNode;
}) {
  return <MediaImagesContext value={images ?? {}}>{children}</MediaImagesContext>;
}

/** The library's record of a ref, when the page's loader sent it. */
export function useMediaImage(ref: string): MediaImage | undefined {
  return useContext(MediaImagesContext)[ref];
}
