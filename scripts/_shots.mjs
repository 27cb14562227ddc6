import { chromium } from "playwright-core";

const base = "http://127.0.0.1:3700";
const pages = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
for (const spec of pages) {
  const [path, name, vp, theme] = spec.split("|");
  const [w, h] = vp.split("x").map(Number);
  const ctx = await browser.newContext({
    viewport: { width: w, height: h },
    deviceScaleFactor: 1,
    colorScheme: theme,
    reducedMotion: "reduce",
  });
  const page = await ctx.newPage();
  await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
  await page.goto(base + path, { waitUntil: "networkidle" });
  await page.waitForTimeout(300);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const segment = Number(process.env.SEG ?? 1600);
  for (let i = 0, y = 0; y < height && i < 8; i++, y += segment) {
    await page.screenshot({
      path: `/tmp/shots/${name}-${i}.png`,
      fullPage: true,
      clip: { x: 0, y, width: w, height: Math.min(segment, height - y) },
    });
  }
  await ctx.close();
}
await browser.close();
