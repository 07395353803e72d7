import { writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { hiddenFields } from "@/lib/forms/contract";
import { pathOf } from "@/lib/site/routes";
import { fullTier } from "../../support/tier";
import { popupClosedKey } from "../chrome";
import { type Doc, publish, readDocuments, writeDocuments } from "../dataset";
import { everyPage, templatePages, unknownPath } from "../routes";
import { notYetInContent, uiWords } from "../ui-words";
import { expect, test } from "./fixtures";

/**
 * Every word a visitor reads comes from the content, except the UI words listed in ui-words.ts. To tell the two
 * apart, this test publishes a copy of the dataset in which every letter of every text is written in fullwidth
 * form (Ａ–Ｚ, ａ–ｚ); any plain ASCII letter left on a page was written in code. Then it publishes the dataset back.
 * The probe also sets a Tag Manager id, so that the consent banner and the footer's consent link are read too (the
 * browser never reaches Google: its requests are answered here), and it sends the request forms empty, so that the
 * words shown after a failed submit are read as well. Words in code come from templates, so the fast tier reads one
 * page per template and state; the full tier reads every page.
 */

/** Fields that hold identifiers, addresses or choices from a fixed list, not words a visitor reads. */
const structuralKeys = new Set([
  "current",
  "aliases",
  "email",
  "heroVariant",
  "href",
  "icon",
  "listItem",
  "marks",
  "src",
  "style",
  "unit",
  "source",
  "country",
  "shownWhen",
  // The office hours' days (Studio → Openingstijden) are choices such as "monday"; the visitor reads the day names
  // they are rendered to, which ui-words.ts lists. A listed date's from/to are digits, which the probe leaves alone.
  "from",
  "to",
]);

const fullwidth = (text: string) =>
  // Placeholders and price tokens ({town}, {prijs:dakgoot}) stay as they are: the site fills them in.
  text
    .split(/(\{[^{}]*\})/)
    .map((part) =>
      part.startsWith("{") ? part : part.replace(/[A-Za-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)),
    )
    .join("");

function probe(value: unknown, key = ""): unknown {
  if (typeof value === "string") return key.startsWith("_") || structuralKeys.has(key) ? value : fullwidth(value);
  if (Array.isArray(value)) return value.map((item) => probe(item, key));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === "slug" ? v : probe(v, k)]));
  }
  return value;
}

/**
 * The runs of plain-letter words in a text between the parts written in fullwidth (from the content): "Bel" in
 * "Bel ０６…", "tot" and "per m" in a price the site filled in.
 */
const codeRuns = (text: string) =>
  text
    .split(/[\uFF01-\uFF5E]+/)
    .map((run) => run.match(/[A-Za-zÀ-ÿ'’-]*[A-Za-z][A-Za-zÀ-ÿ'’-]*/g)?.join(" ") ?? "")
    .filter(Boolean);

/** Every text node of the page's body, the names and hints of its elements, and the title. */
const visibleTexts = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript, template")) continue;
      if (node.textContent?.trim()) out.push(node.textContent);
    }
    for (const element of document.body.querySelectorAll("[aria-label], [alt], [placeholder], [title]")) {
      for (const name of ["aria-label", "alt", "placeholder", "title"]) {
        const value = element.getAttribute(name);
        if (value?.trim()) out.push(value);
      }
    }
    out.push(document.title);
    return out;
  });

const publishAll = async (request: Parameters<typeof publish>[0], docs: Doc[]) => {
  for (const doc of docs) {
    const slug = (doc.slug as { current?: string } | undefined)?.current;
    await publish(request, { _type: doc._type, ...(slug ? { slug } : {}) });
  }
};

test("every visible text on every public page comes from the content or the listed UI words", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const original = readDocuments();
  const probed = original.map((doc) => {
    const probedDoc = probe(doc) as Doc;
    if (doc._type === "siteSettings") probedDoc.gtmId = "GTM-PROBE1";
    return probedDoc;
  });
  await page.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: "" }),
  );
  // The pages with each kind of request form, sent empty once the page has been read.
  const formPages = new Set([pathOf("quote"), pathOf("stormReport"), pathOf("home")]);
  writeDocuments(probed);
  try {
    await publishAll(request, original);
    const found = new Map<string, Set<string>>();
    for (const route of fullTier ? everyPage : templatePages) {
      const notFound = route === unknownPath;
      // The page is rendered again from the probe dataset on the first request after the webhook.
      await expect
        .poll(async () => (await (await request.get(route)).text()).includes("\uFF21") || notFound)
        .toBe(true);
      await page.goto(route);
      // The emergency notice slides in after a second; its words count too. It is one component, read on the first
      // page (the home page); then the visit closes it, so the other pages need not wait for it.
      if (route === "/") {
        await page.getByRole("dialog").waitFor();
      }
      // The consent banner is fetched after load; with the probe's Tag Manager id it shows on every page.
      if (!notFound) await page.locator("[data-consent-banner]").waitFor();
      const texts = await visibleTexts(page);
      if (formPages.has(route)) {
        const form = page.locator(`form:has(input[name="${hiddenFields.variant}"])`).first();
        // Sent past the browser's own checks (and past the notices floating over the button) to the server's.
        await form.evaluate((element) => {
          const lead = element as HTMLFormElement;
          lead.noValidate = true;
          lead.requestSubmit();
        });
        await expect(form.getByRole("alert")).toBeVisible();
        texts.push(...(await visibleTexts(page)));
      }
      if (route === "/") await page.evaluate((key) => sessionStorage.setItem(key, "1"), popupClosedKey);
      for (const words of texts.flatMap(codeRuns)) {
        if (Object.hasOwn(uiWords, words) || Object.hasOwn(notYetInContent, words)) continue;
        found.set(words, (found.get(words) ?? new Set()).add(route));
      }
    }
    const report = [...found].map(([words, routes]) => `"${words}" on ${[...routes].slice(0, 3).join(", ")}`);
    if (process.env.CODE_TEXT_REPORT) writeFileSync(process.env.CODE_TEXT_REPORT, report.join("\n"));
    expect(report, "visible text written in code; move it to the content or list it in ui-words.ts").toEqual([]);
  } finally {
    // The world's next spec sees the real words again: each page is rendered anew on its next request.
    writeDocuments(original);
    await publishAll(request, original);
  }
});
