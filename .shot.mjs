import { chromium } from "playwright-core";

const [, , url, out, width = "1280", full = "1"] = process.argv;
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--disable-background-networking", "--no-first-run"],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url, { waitUntil: "networkidle" });
await page.waitForTimeout(1300);
await page.screenshot({ path: out, fullPage: full === "1" });
await browser.close();
