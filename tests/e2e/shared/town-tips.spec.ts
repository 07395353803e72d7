import { articles, towns } from "../routes";
import { expect, test } from "./fixtures";

// The three tip cards on a town page each open the article that answers that tip: three different articles, each
// one the site has.

test("the three tips on a town page open three different articles, each an article of the site", async ({ page }) => {
  for (const town of [towns[0]!, towns.find((t) => t.slug === "schijndel")!]) {
    await page.goto(town.path);
    const links = page.locator("#tips li a");
    await expect(links).toHaveCount(3);
    const paths = (await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).map(
      (path) => decodeURIComponent(path),
    );
    expect(new Set(paths).size, `${town.path}: ${paths.join(", ")}`).toBe(3);
    for (const path of paths) expect(articles).toContain(path);
    for (const path of paths) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
    }
  }
});
