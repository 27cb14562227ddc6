// ico-endec ships no types; only the encoder is used (scripts/make-images.ts).
declare module "ico-endec" {
  /** An ICO file holding the given PNG (or BMP) images, in order. */
  export function encode(images: (Buffer | ArrayBuffer)[]): Buffer;
  const icoEndec: { encode: typeof encode };
  export default icoEndec;
}
