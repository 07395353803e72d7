import type { Locator, Page } from "@playwright/test";
import {
  type FormVariant,
  fieldLabel,
  formVariants,
  hiddenFields,
  type LeadField,
  leadFields,
  requiredFields,
  variantFields,
} from "@/lib/forms/contract";
import { pathOf, townPath } from "@/lib/site/routes";
import { readDocument } from "../dataset";
import { expect, test } from "./fixtures";

// The privacy policy says which fields each form requires (art. 13 AVG), written from the form contract, and every
// form says under its button what the data is for, with a link to the policy.

type FieldList = { required: { field: string; label: string }[]; optional: { field: string; label: string }[] };

/** A field list as the policy renders it, per form. */
async function policyLists(page: Page): Promise<Record<string, FieldList>> {
  return page.locator("[data-form-fields]").evaluateAll((sections) =>
    Object.fromEntries(
      sections.map((section) => {
        const items = (required: boolean) =>
          [...section.querySelectorAll(`[data-required="${required}"] li[data-field]`)].map((item) => ({
            field: item.getAttribute("data-field") ?? "",
            label: item.textContent?.trim() ?? "",
          }));
        return [section.getAttribute("data-form-fields"), { required: items(true), optional: items(false) }];
      }),
    ),
  );
}

/** The contract's list of a variant: required and optional fields with their labels, in the form's order. */
const contractList = (variant: FormVariant): FieldList => {
  const entry = (field: LeadField) => ({ field, label: fieldLabel(variant, field) });
  const fields = variantFields[variant];
  return {
    required: fields.filter((field) => requiredFields[variant].includes(field)).map(entry),
    optional: fields.filter((field) => !requiredFields[variant].includes(field)).map(entry),
  };
};

/** A request form as the visitor meets it: each field's label (without its marks) and whether it is required. */
async function formList(form: Locator): Promise<{ variant: FormVariant; list: FieldList }> {
  const variant = (await form.locator(`input[name="${hiddenFields.variant}"]`).inputValue()) as FormVariant;
  const controls = await form.locator("input[name], select[name], textarea[name]").evaluateAll(
    (elements, names) =>
      elements
        .filter((element) => names.includes(element.getAttribute("name") ?? ""))
        .map((element) => ({
          field: element.getAttribute("name") ?? "",
          required: element.hasAttribute("required"),
          label: (document.querySelector(`label[for="${element.id}"]`)?.textContent ?? "")
            .replace(/\s*\*$/, "")
            .replace(/\s*\(optioneel\)$/, "")
            .trim(),
        })),
    [...leadFields] as string[],
  );
  const pick = (required: boolean) =>
    controls.filter((c) => c.required === required).map(({ field, label }) => ({ field, label }));
  return { variant, list: { required: pick(true), optional: pick(false) } };
}

const formPages = [pathOf("home"), pathOf("contact"), pathOf("quote"), townPath("uden"), pathOf("stormReport")];

test("the privacy policy lists each form's required and optional fields exactly as the contract and the forms have them", async ({
  page,
}) => {
  await page.goto(pathOf("privacy"));
  const policy = await policyLists(page);
  expect(Object.keys(policy).sort()).toEqual([...formVariants].sort());
  for (const variant of formVariants) expect(policy[variant], variant).toEqual(contractList(variant));
  // The old sentence that said only name and phone were required is gone with the typed list.
  await expect(page.getByText("Alleen je naam en telefoonnummer zijn verplicht")).toHaveCount(0);

  // Every form on the site asks what the policy says it asks, and requires what it says it requires.
  const seen = new Set<FormVariant>();
  for (const path of formPages) {
    await page.goto(path);
    const forms = page.locator(`form:has(input[name="${hiddenFields.variant}"])`);
    expect(await forms.count(), path).toBeGreaterThan(0);
    for (const form of await forms.all()) {
      const { variant, list } = await formList(form);
      seen.add(variant);
      expect(list, `${path} ${variant}`).toEqual(policy[variant]);
    }
  }
  expect([...seen].sort()).toEqual([...formVariants].sort());
});

test("every request form says under its button what the data is for, with a link to the privacy policy", async ({
  page,
}) => {
  const { formNotice } = readDocument("siteSettings") as unknown as { formNotice: { text: string; link: string } };
  for (const path of formPages) {
    await page.goto(path);
    const forms = page.locator(`form:has(input[name="${hiddenFields.variant}"])`);
    for (const form of await forms.all()) {
      const notice = form.locator("[data-form-notice]");
      await expect(notice, path).toContainText(formNotice.text);
      const link = notice.getByRole("link", { name: formNotice.link });
      await expect(link).toHaveAttribute("href", pathOf("privacy"));
      // Right under the submit button.
      const button = await form.locator('button[type="submit"]').boundingBox();
      const line = await notice.boundingBox();
      expect(line!.y, path).toBeGreaterThan(button!.y + button!.height - 1);
      expect(line!.y - (button!.y + button!.height), path).toBeLessThan(40);
    }
  }
  // The link works: it opens the policy.
  await page.goto(townPath("uden"));
  await page.locator("[data-form-notice] a").first().click();
  await expect(page).toHaveURL(new RegExp(`${pathOf("privacy")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacybeleid");
});

test("the policy describes Google as configured: off without a Tag Manager id; a plain summary comes first", async ({
  page,
}) => {
  const policy = readDocument("legalPage-privacybeleid") as unknown as { summary: { heading: string } };
  await page.goto(pathOf("privacy"));
  const headings = await page.locator("article h2").allTextContents();
  expect(headings[0]).toBe(policy.summary.heading);
  expect(headings.some((heading) => heading.includes("staan uit"))).toBe(true);
  expect(headings.some((heading) => heading.includes("alleen met je toestemming"))).toBe(false);
  // The table of contents numbers only the articles shown.
  const contents = await page
    .getByRole("navigation", { name: /Inhoud van/ })
    .locator("li")
    .count();
  expect(contents).toBe(headings.length - 1);
  // Technical details are folded away until the reader opens them.
  const details = page.locator("article details").first();
  await expect(details).not.toHaveAttribute("open");
  await expect(details.getByText("HMAC").or(details.getByText("sessionStorage")).first()).toBeHidden();
});
