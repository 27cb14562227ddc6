// subset-font ships no types; this is the part scripts/build-arabic-fonts.ts uses.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer | Uint8Array,
    text: string,
    options?: { targetFormat?: "sfnt" | "woff" | "woff2" | "truetype"; preserveNameIds?: number[] },
  ): Promise<Buffer>;
}
