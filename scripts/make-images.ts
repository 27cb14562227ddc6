// Generates the site's static visual assets in public/: project and solution illustrations (SVG),
// the favicon set, the web app manifest and the default Open Graph image. The output is committed,
// so this is not part of the build; rerun it with `node scripts/make-images.ts` after a design change.
// PNGs are rendered by Chromium (CHROMIUM_PATH, default /usr/bin/chromium) through playwright-core.
// The drawings are in scripts/images/.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { chromium } from "@playwright/test";
import icoEndec from "ico-endec";
import { profile as arabicProfile } from "#content/ar/profile.ts";
import { DEFAULT_OG_IMAGES } from "#domain/constants.ts";
import { markSvg, ogHtml } from "./images/brand.ts";
import { C } from "./images/draw.ts";
import {
  daas,
  ecommerce,
  edtech,
  fintech,
  project1,
  project2,
  project3,
  project4,
  project5,
  project6,
} from "./images/illustrations.ts";
import { optimisePng } from "./images/png.ts";

const require = createRequire(import.meta.url);

/** An @font-face rule with IBM Plex Sans Arabic's whole file for one weight, inline. */
function arabicFontFace(weight: number): string {
  const file = require.resolve(
    `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`,
  );
  const data = fs.readFileSync(file).toString("base64");
  return `@font-face{font-family:"IBM Plex Sans Arabic";font-weight:${weight};src:url(data:font/woff2;base64,${data}) format("woff2")}`;
}

const publicDir = path.resolve(import.meta.dirname, "../public");

function write(rel: string, data: string | Buffer) {
  const file = path.join(publicDir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
  console.log(`${rel.padEnd(32)} ${(fs.statSync(file).size / 1024).toFixed(1).padStart(6)} KiB`);
}

async function main() {
  const svgs: Record<string, string> = {
    "images/projects/1.svg": project1(),
    "images/projects/2.svg": project2(),
    "images/projects/3.svg": project3(),
    "images/projects/4.svg": project4(),
    "images/projects/5.svg": project5(),
    "images/projects/6.svg": project6(),
    "images/solutions/fintech.svg": fintech(),
    "images/solutions/edtech.svg": edtech(),
    "images/solutions/ecommerce.svg": ecommerce(),
    "images/solutions/daas.svg": daas(),
  };
  for (const [rel, svg] of Object.entries(svgs)) {
    if (Buffer.byteLength(svg) >= 6000) throw new Error(`${rel} is ${Buffer.byteLength(svg)} bytes, over 6 kB`);
    write(rel, svg);
  }
  write("favicon.svg", markSvg({ rounded: true, title: "Portfolio" }));

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
    ],
  });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    const renderMark = async (size: number, rounded: boolean) => {
      await page.setViewportSize({ width: size, height: size });
      const svg = markSvg({ rounded }).replace("<svg ", `<svg width="${size}" height="${size}" `);
      await page.setContent(
        `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`,
      );
      return optimisePng(await page.screenshot({ type: "png", omitBackground: true }));
    };
    write(
      "favicon.ico",
      // PNG-compressed entries (Windows Vista and later, every current browser).
      icoEndec.encode([await renderMark(32, true), await renderMark(16, true)]),
    );
    // Full-bleed tiles: iOS rounds the touch icon itself, and the 512 icon doubles as a maskable icon
    // (the star stays inside the 80% safe zone).
    write("apple-touch-icon.png", await renderMark(180, false));
    write("icon-192.png", await renderMark(192, false));
    write("icon-512.png", await renderMark(512, false));

    await page.setViewportSize({ width: 1200, height: 630 });
    const drawOg = async (file: string, html: string) => {
      await page.setContent(html);
      await page.evaluate(() => document.fonts.ready);
      const og = optimisePng(await page.screenshot({ type: "png" }));
      if (og.length >= 150 * 1024) throw new Error(`${file} is ${og.length} bytes, over 150 KiB`);
      write(file, og);
    };
    await drawOg(DEFAULT_OG_IMAGES.en.slice(1), ogHtml());
    // The Arabic pages' image: the owner's Arabic headline (content/ar/profile.ts), right to left, in
    // the site's Arabic typeface (the whole font: Chromium shapes the letters).
    const [title, subtitle] = arabicProfile.headline.split(" · ");
    const [manager, ...field] = title!.split(" ");
    await drawOg(
      DEFAULT_OG_IMAGES.ar.slice(1),
      ogHtml(
        {
          lang: "ar",
          dir: "rtl",
          accent: `${manager} ${field.shift()}`,
          plain: field.join(" "),
          subtitle: subtitle!,
        },
        [500, 700].map((weight) => arabicFontFace(weight)).join("\n"),
      ),
    );
  } finally {
    await browser.close();
  }

  const manifest = {
    name: "Portfolio",
    short_name: "Portfolio",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: C.navy,
    background_color: C.navy,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  write("site.webmanifest", `${JSON.stringify(manifest, null, 2)}\n`);
}

await main();
