import fs from "node:fs";

/**
 * How the tests and scripts start Debian's Chromium. Without the background-networking flags it tries
 * to reach Google's hosts, which this sandbox refuses.
 */
/** Where Debian's packages put the two browsers (`npm test` installs whichever is missing). */
export const DEBIAN_BROWSERS = {
  chromium: "/usr/bin/chromium",
  "chromium-headless-shell": "/usr/bin/chromium-headless-shell",
} as const;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? DEBIAN_BROWSERS.chromium;

/**
 * What the browser tests drive: Debian's `chromium-headless-shell` (the same Chromium build, packaged as
 * the headless shell Playwright itself uses for headless tests) when it is installed, else Chromium.
 * The whole browser of `/usr/bin/chromium` spends ~40 % more CPU per test on two cores (docs/decisions/018);
 * Lighthouse, the JavaScript budget and screenshots keep the whole browser.
 */
export const TEST_BROWSER_PATH =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync(DEBIAN_BROWSERS["chromium-headless-shell"])
    ? DEBIAN_BROWSERS["chromium-headless-shell"]
    : DEBIAN_BROWSERS.chromium);

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
