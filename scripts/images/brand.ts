// The brand mark (favicons, app icons) and the default Open Graph image.
import { escapeHtml } from "#server/lib/html.ts";
import { C, star8 } from "./draw.ts";
import { encodePng } from "./png.ts";

// ---------------------------------------------------------------------------------------------
// Brand mark, favicons and Open Graph image

/** The brand mark on a 64×64 grid: an eight-pointed star over a rising chevron, on a navy tile. */
export function markSvg(opts: { rounded: boolean; title?: string }): string {
  const tile = opts.rounded ? ' rx="14"' : "";
  const title = opts.title ? `<title>${opts.title}</title>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"${opts.title ? ' role="img"' : ""}>${title}<defs><linearGradient id="mb" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#13294b"/><stop offset="1" stop-color="${C.navy}"/></linearGradient><linearGradient id="ms" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.em}"/><stop offset="1" stop-color="${C.teal}"/></linearGradient></defs><rect width="64" height="64"${tile} fill="url(#mb)"/><polygon points="${star8(32, 32, 23)}" fill="url(#ms)"/><path d="M21.5 38.5L32 28l10.5 10.5" fill="none" stroke="${C.navy}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="32" cy="19.5" r="3.2" fill="${C.gold}"/></svg>\n`;
}

export const rgb = (hex: string) =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/**
 * The Open Graph background, computed here rather than by CSS so that it carries no dithering noise
 * (a CSS gradient screenshot is several times larger as a PNG): a 135° navy gradient with a soft
 * emerald glow top right and a faint teal one bottom left.
 */
export function ogBackground(width: number, height: number): Buffer {
  const stops: [number, [number, number, number]][] = [
    [0, rgb(C.navy)],
    [0.55, rgb(C.navy2)],
    [1, rgb("#12325a")],
  ];
  const glows = [
    { x: width * 0.88, y: height * 0.2, r: 560, color: rgb(C.em), a: 0.2 },
    { x: width * 0.04, y: height * 1.05, r: 460, color: rgb(C.teal), a: 0.1 },
  ];
  const span = (width + height) * Math.SQRT1_2;
  const data = Buffer.alloc(width * height * 4, 255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = Math.min(1, Math.max(0, ((x - width / 2 + y - height / 2) * Math.SQRT1_2) / span + 0.5));
      const k = t < stops[1]![0] ? 0 : 1;
      const [t0, c0] = stops[k]!;
      const [t1, c1] = stops[k + 1]!;
      const u = (t - t0) / (t1 - t0);
      const px = c0.map((v, i) => v + (c1[i]! - v) * u);
      for (const g of glows) {
        const d = Math.hypot(x - g.x, y - g.y) / g.r;
        if (d >= 1) continue;
        const a = g.a * (1 - d) * (1 - d);
        for (let i = 0; i < 3; i++) px[i] = px[i]! * (1 - a) + g.color[i]! * a;
      }
      for (let i = 0; i < 3; i++) data[(y * width + x) * 4 + i] = Math.round(px[i]!);
    }
  }
  return encodePng({ width, height, data }, true);
}

/** The words of a default Open Graph image, as plain text: an accented line, a plain line and a subtitle. */
export type OgWords = { lang: string; dir: "ltr" | "rtl"; accent: string; plain: string; subtitle: string };

export const OG_WORDS_EN: OgWords = {
  lang: "en",
  dir: "ltr",
  accent: "FinTech & EdTech",
  plain: "Product Manager",
  subtitle: "Islamic Finance Advisor · Product Strategy · AI & Web3",
};

/**
 * The site's default Open Graph image as a page for Chromium to screenshot. Laid out with logical
 * properties, so a right-to-left page mirrors it: the words on the right, the star on the left.
 * `fontFaces` is CSS that names the page's fonts (the Arabic image embeds IBM Plex Sans Arabic).
 */
export function ogHtml(words: OgWords = OG_WORDS_EN, fontFaces = ""): string {
  const mark = markSvg({ rounded: true }).replace("<svg ", '<svg width="84" height="84" ');
  const deco = `<svg width="560" height="560" viewBox="0 0 560 560" style="position:absolute;inset-inline-end:-70px;top:35px"><g fill="none" stroke-width="2">
<polygon points="${star8(280, 280, 270)}" stroke="${C.gold}" stroke-opacity=".16"/>
<polygon points="${star8(280, 280, 200, 22.5)}" stroke="${C.teal2}" stroke-opacity=".22"/>
<polygon points="${star8(280, 280, 130)}" stroke="${C.em}" stroke-opacity=".3"/>
<circle cx="280" cy="280" r="236" stroke="${C.slate}" stroke-opacity=".1"/><circle cx="280" cy="280" r="163" stroke="${C.slate}" stroke-opacity=".1"/></g>
<polygon points="${star8(280, 280, 66)}" fill="url(#og)" opacity=".9"/>
<path d="M250 296L280 266l30 30" fill="none" stroke="${C.navy}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>
<defs><linearGradient id="og" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.em}"/><stop offset="1" stop-color="${C.teal}"/></linearGradient></defs></svg>`;
  const rtl = words.dir === "rtl";
  return `<!doctype html><html lang="${words.lang}" dir="${words.dir}"><head><meta charset="utf-8"><style>${fontFaces}
*{margin:0;padding:0;box-sizing:border-box}
html,body{width:1200px;height:630px;overflow:hidden}
body{position:relative;font-family:${rtl ? '"IBM Plex Sans Arabic",' : ""}"Inter","Segoe UI",Roboto,"Helvetica Neue",Arial,"Liberation Sans",sans-serif;color:#f8fafc;
background:${C.navy} url(data:image/png;base64,${ogBackground(1200, 630).toString("base64")}) no-repeat}
${rtl ? "body::before{content:'';position:absolute;inset:0;background:inherit;transform:scaleX(-1)}" : ""}
.wrap{position:absolute;inset-inline-start:80px;top:92px;width:760px}
.brand{display:flex;align-items:center;gap:22px;margin-bottom:56px}
.rule{width:96px;height:6px;border-radius:3px;background:linear-gradient(${rtl ? "270deg" : "90deg"},#fbbf24,#f59e0b)}
h1{font-size:${rtl ? "56px" : "76px"};line-height:${rtl ? "1.3" : "1.06"};font-weight:${rtl ? 700 : 800};letter-spacing:${rtl ? "0" : "-1.5px"}}
h1 span{background:linear-gradient(${rtl ? "270deg" : "90deg"},#34d399,#2dd4bf);-webkit-background-clip:text;background-clip:text;color:transparent}
p{margin-top:34px;font-size:30px;line-height:1.35;color:#cbd5e1;font-weight:500}
.bottom{position:absolute;inset-inline:80px;bottom:56px;height:2px;background:linear-gradient(${rtl ? "270deg" : "90deg"},rgba(45,212,191,.6),rgba(45,212,191,0) 70%)}
</style></head><body>${deco}<div class="wrap"><div class="brand">${mark}<div class="rule"></div></div>
<h1><span>${escapeHtml(words.accent)}</span><br>${escapeHtml(words.plain)}</h1>
<p>${escapeHtml(words.subtitle)}</p></div><div class="bottom"></div></body></html>`;
}
