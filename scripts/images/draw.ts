// The drawing vocabulary of the site's illustrations: the brand palette and small SVG builders.
// Brand palette: deep navy surfaces, teal and emerald accents, gold highlights.
export const C = {
  navy: "#0b1120",
  navy2: "#0f1d3a",
  navy3: "#16305a",
  ink: "#0a1428",
  well: "#0b1a33",
  line: "#1e3a5f",
  teal: "#14b8a6",
  teal2: "#2dd4bf",
  tealDark: "#0f766e",
  em: "#34d399",
  em2: "#10b981",
  gold: "#fbbf24",
  gold2: "#f59e0b",
  goldLight: "#fde68a",
  bronze: "#b45309",
  slate: "#94a3b8",
  pale: "#cbd5e1",
  white: "#e2e8f0",
  coral: "#fb7185",
} as const;

export type Pt = [number, number];

export const r1 = (n: number) => Math.round(n * 10) / 10;
/** Number for an attribute, without a leading zero: 0.45 → ".45". */
export const num = (n: number) => String(r1(n)).replace(/^(-?)0\./, "$1.");
/** A #rrggbb colour with opacity o folded in as #rrggbbaa. */
export const alpha = (color: string, o: number) =>
  o < 1
    ? `${color}${Math.round(o * 255)
        .toString(16)
        .padStart(2, "0")}`
    : color;
export const op = (o: number) => (o < 1 ? ` opacity="${num(o)}"` : "");
export const pts = (points: Pt[]) => points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(" ");
export const polar = (cx: number, cy: number, r: number, deg: number): Pt => [
  cx + r * Math.cos((deg * Math.PI) / 180),
  cy + r * Math.sin((deg * Math.PI) / 180),
];

/** Points of an eight-pointed star (two overlapping squares, the Rub el Hizb figure). */
export function star8(cx: number, cy: number, r: number, rot = 0): string {
  const inner = r * 0.7654;
  const list: Pt[] = [];
  for (let k = 0; k < 16; k++) list.push(polar(cx, cy, k % 2 ? inner : r, rot - 90 + k * 22.5));
  return pts(list);
}

/** Eight-pointed star of radius r as a <use> of the unit star (#s8); attributes go on the <use>. */
export function star(cx: number, cy: number, r: number, attrs: string, sy = 1): string {
  const k = r / 100;
  const scale = sy === 1 ? num(k) : `${num(k)} ${Math.round(k * sy * 1000) / 1000}`;
  return `<use href="#s8" transform="translate(${cx} ${cy})scale(${scale})" ${attrs.replace(/stroke-width="([\d.]+)"/, (_, w) => `stroke-width="${num(Number(w) / k)}"`)}/>`;
}
export const STAR = `<polygon id="s8" points="${star8(0, 0, 100).replace(/\.\d/g, "")}"/>`;

/** Points of a regular polygon with `n` corners, the first one straight up. */
export function ngon(cx: number, cy: number, r: number, n: number): string {
  return pts(Array.from({ length: n }, (_, k) => polar(cx, cy, r, -90 + (k * 360) / n)));
}

/** Circular arc path from angle a0 to a1 (degrees, clockwise on screen). */
export function arc(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const [x0, y0] = polar(cx, cy, r, a0);
  const [x1, y1] = polar(cx, cy, r, a1);
  return `M${r1(x0)} ${r1(y0)}A${r} ${r} 0 ${a1 - a0 > 180 ? 1 : 0} 1 ${r1(x1)} ${r1(y1)}`;
}

/** Four-pointed sparkle, the usual "AI" glyph (a <use> of the shape defined once per scene). */
export const sparkle = (cx: number, cy: number, s: number, fill: string) =>
  `<use href="#k" transform="translate(${cx} ${cy})scale(${s})" fill="${fill}"/>`;
export const SPARKLE = `<path id="k" d="M0-1C.16-.16.16-.16 1 0C.16.16.16.16 0 1C-.16.16-.16.16-1 0C-.16-.16-.16-.16 0-1Z"/>`;

/** Isometric cube whose top corner is at (x, y). */
export function cube(x: number, y: number, s: number, top: string, left: string, right: string): string {
  const a = s * 0.866;
  const b = s / 2;
  return (
    `<polygon points="${pts([
      [x, y],
      [x + a, y + b],
      [x, y + 2 * b],
      [x - a, y + b],
    ])}" fill="${top}"/>` +
    `<polygon points="${pts([
      [x - a, y + b],
      [x, y + 2 * b],
      [x, y + 2 * b + s],
      [x - a, y + b + s],
    ])}" fill="${left}"/>` +
    `<polygon points="${pts([
      [x, y + 2 * b],
      [x + a, y + b],
      [x + a, y + b + s],
      [x, y + 2 * b + s],
    ])}" fill="${right}"/>`
  );
}

/** A stack of `n` coins standing on (cx, base), drawn from the coin defined by coinDef(). */
export function coins(id: string, cx: number, base: number, n: number, t: number): string {
  let out = "";
  for (let i = 0; i < n; i++) out += `<use href="#${id}" x="${cx}" y="${base - i * t}"/>`;
  return out;
}

/** One coin with its top face `t` above the origin: a bronze edge under a gold face. */
export const coinDef = (id: string, rx: number, ry: number, t: number) =>
  `<g id="${id}"><path d="M${-rx} ${-t}v${t}a${rx} ${ry} 0 0 0 ${2 * rx} 0v${-t}z" fill="url(#ce)"/><ellipse cy="${-t}" rx="${rx}" ry="${ry}" fill="url(#au)" stroke="${C.goldLight}" stroke-width="2"/></g>`;
export const COIN_EDGE = `<linearGradient id="ce"><stop offset="0" stop-color="#92400e"/><stop offset=".45" stop-color="#d97706"/><stop offset="1" stop-color="#92400e"/></linearGradient>`;

/** Rounded "skeleton text" bar. */
export const bar = (x: number, y: number, w: number, h: number, color: string, o = 1) =>
  `<path d="M${r1(x + h / 2)} ${r1(y + h / 2)}h${r1(w - h)}" stroke="${alpha(color, o)}" stroke-width="${h}"/>`;

/** Card surface. */
export const card = (x: number, y: number, w: number, h: number, rx = 22) =>
  `<rect class="c" x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}"/>`;
export const CARD_CSS = `.c{fill:url(#pn);stroke:${C.teal2};stroke-opacity:.3;stroke-width:2}`;

export const check = (d: string, color: string = C.navy, w = 5) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}"/>`;

export type Glow = [cx: number, cy: number, r: number, gradient: "gt" | "ge" | "gg"];

export interface Scene {
  title: string;
  from: string;
  to: string;
  pattern: "dots" | "grid" | "stars";
  glows: Glow[];
  body: string;
  defs?: string;
}

export function glowDef(id: string, color: string, opacity: number) {
  return `<radialGradient id="${id}"><stop stop-color="${alpha(color, opacity)}"/><stop offset="1" stop-color="${color}00"/></radialGradient>`;
}

export const patterns = {
  dots: `<pattern id="p" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="16" cy="16" r="1.5" fill="${C.slate}" fill-opacity=".16"/></pattern>`,
  grid: `<pattern id="p" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0V48" fill="none" stroke="${C.slate}" stroke-opacity=".08"/></pattern>`,
  stars: `<pattern id="p" width="120" height="120" patternUnits="userSpaceOnUse">${star(60, 60, 34, `fill="none" stroke="${C.gold}" stroke-opacity=".08" stroke-width="2"`)}</pattern>`,
};

export function scene(s: Scene): string {
  const body = s.body;
  const all = body + (s.defs ?? "") + patterns[s.pattern];
  const uses = (id: string) =>
    all.includes(`#${id}"`) || all.includes(`#${id})`) || (id === "pn" && all.includes('class="c"'));
  const defs = [
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${s.from}"/><stop offset="1" stop-color="${s.to}"/></linearGradient>`,
    ...(["gt", "ge", "gg"] as const)
      .filter((g) => s.glows.some((glow) => glow[3] === g))
      .map((g) => glowDef(g, { gt: C.teal, ge: C.em, gg: C.gold }[g], { gt: 0.28, ge: 0.22, gg: 0.18 }[g])),
    uses("em") &&
      `<linearGradient id="em" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.em}"/><stop offset="1" stop-color="${C.teal}"/></linearGradient>`,
    uses("au") &&
      `<linearGradient id="au" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.goldLight}"/><stop offset="1" stop-color="${C.gold2}"/></linearGradient>`,
    uses("pn") &&
      `<linearGradient id="pn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1a3663"/><stop offset="1" stop-color="#112647"/></linearGradient>`,
    uses("k") && SPARKLE,
    uses("s8") && STAR,
    patterns[s.pattern],
    s.defs,
  ].filter(Boolean);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675" role="img">
<title>${s.title}</title>
<style>path{stroke-linecap:round;stroke-linejoin:round}${all.includes('class="c"') ? CARD_CSS : ""}</style>
<defs>${defs.join("")}</defs>
<rect width="1200" height="675" fill="url(#bg)"/>
<rect width="1200" height="675" fill="url(#p)"/>
${s.glows.map(([cx, cy, r, g]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${g})"/>`).join("")}
${body}
</svg>
`;
  return (
    svg
      .replace(/\s*\n\s*/g, "\n")
      .replace(/>\n</g, "><")
      .replace(/\n/g, " ")
      // Fold fill-opacity and stroke-opacity into #rrggbbaa colours.
      .replace(
        /(fill|stroke)="(#[0-9a-f]{6})"([^>]*?) \1-opacity="([\d.]+)"/g,
        (_, a, c, mid, o) => `${a}="${alpha(c, Number(o))}"${mid}`,
      )
      // An element painted only by a flat fill: fold its opacity into the fill too.
      .replace(/<(\w+)([^>]*?) fill="(#[0-9a-f]{6})"([^>]*?) opacity="([\d.]+)"\/>/g, (m, tag, pre, c, mid, o) =>
        `${pre}${mid}`.includes("stroke") || tag === "g" ? m : `<${tag}${pre} fill="${alpha(c, Number(o))}"${mid}/>`,
      )
      .replace(/<(\w+)([^>]*?) opacity="([\d.]+)"([^>]*?) fill="(#[0-9a-f]{6})"\/>/g, (m, tag, pre, o, mid, c) =>
        `${pre}${mid}`.includes("stroke") || tag === "g" ? m : `<${tag}${pre}${mid} fill="${alpha(c, Number(o))}"/>`,
      )
  );
}
