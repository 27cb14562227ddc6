import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

/**
 * Open Graph images for articles that have none: a 1200×630 PNG with the title, category and site
 * name, drawn by satori (layout → SVG) and resvg (SVG → PNG, WebAssembly). Rendering takes a few
 * hundred milliseconds, so each image is made once per article version and kept in a small cache.
 */

export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;
const CACHE_SIZE = 100;

export type OgImageInput = { title: string; category: string; siteName: string; siteHost: string };

const require = createRequire(import.meta.url);
type Renderer = {
  satori: typeof import("satori").default;
  Resvg: typeof import("@resvg/resvg-wasm").Resvg;
  regular: Buffer;
  bold: Buffer;
};
let ready: Promise<Renderer> | null = null;

/**
 * Loads satori, the WebAssembly renderer and the Inter font once per process, on the first image: most
 * processes never draw one (images are cached, and CDNs keep them), so they do not carry the code.
 */
function prepare() {
  ready ??= (async () => {
    const [{ default: satori }, { initWasm, Resvg }, wasm, regular, bold] = await Promise.all([
      import("satori"),
      import("@resvg/resvg-wasm"),
      readFile(require.resolve("@resvg/resvg-wasm/index_bg.wasm")),
      readFile(require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff")),
      readFile(require.resolve("@fontsource/inter/files/inter-latin-700-normal.woff")),
    ]);
    await initWasm(wasm);
    return { satori, Resvg, regular, bold };
  })().catch((error) => {
    ready = null;
    throw error;
  });
  return ready;
}

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

export async function renderOgImage(input: OgImageInput): Promise<Uint8Array> {
  const renderer = await prepare();
  const title = input.title.length > 140 ? `${input.title.slice(0, 137)}…` : input.title;
  const tree = el(
    "div",
    {
      width: "100%",
      height: "100%",
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "72px 80px",
      background: "linear-gradient(135deg, #0b1120 0%, #13284a 60%, #0f766e 100%)",
      color: "#f8fafc",
      fontFamily: "Inter",
    },
    [
      el(
        "div",
        {
          display: "flex",
          alignSelf: "flex-start",
          padding: "8px 20px",
          borderRadius: 999,
          background: "rgba(45, 212, 191, 0.18)",
          color: "#5eead4",
          fontSize: 28,
          fontWeight: 700,
        },
        input.category,
      ),
      el("div", { display: "flex", fontSize: title.length > 70 ? 56 : 68, fontWeight: 700, lineHeight: 1.15 }, title),
      el("div", { display: "flex", justifyContent: "space-between", fontSize: 28, color: "#cbd5e1" }, [
        el("div", { display: "flex" }, input.siteName),
        el("div", { display: "flex" }, input.siteHost),
      ]),
    ],
  );
  const { satori, Resvg } = renderer;
  const svg = await satori(tree as Parameters<typeof satori>[0], {
    width: OG_IMAGE_WIDTH,
    height: OG_IMAGE_HEIGHT,
    fonts: [
      { name: "Inter", data: renderer.regular, weight: 400, style: "normal" },
      { name: "Inter", data: renderer.bold, weight: 700, style: "normal" },
    ],
  });
  const resvg = new Resvg(svg, { fitTo: { mode: "width", value: OG_IMAGE_WIDTH } });
  try {
    return resvg.render().asPng();
  } finally {
    resvg.free();
  }
}

/** One render per key at a time, the latest CACHE_SIZE kept. */
export function createOgImageCache(render: (input: OgImageInput) => Promise<Uint8Array> = renderOgImage) {
  const cache = new Map<string, Promise<Uint8Array>>();
  return (key: string, input: OgImageInput): Promise<Uint8Array> => {
    let image = cache.get(key);
    if (!image) {
      image = render(input);
      image.catch(() => cache.delete(key));
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(key, image);
    }
    return image;
  };
}
