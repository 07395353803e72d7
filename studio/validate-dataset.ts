/**
 * Checks a dataset against the extracted schema (`studio/schema.json`, written by `npm run typegen` with
 * required fields enforced): every document has a known type, no unknown fields, every required field filled,
 * values of the right kind, `_key`s on array objects and unique, slugs unique per type, references resolvable,
 * singletons present exactly once. Works offline; the tests and `npm run content:check` use it.
 */

import { isPriceGuidePlaceholder } from "../lib/content/price-guide-placeholders.ts";
import { type Promises, promiseLiterals } from "../lib/content/promises.ts";
import { isTownPlaceholder } from "../lib/content/town-placeholders.ts";
import type { SanityDocument } from "../lib/sanity/ndjson.ts";
import { articlePath, sitePages, townPath } from "../lib/site/routes.ts";
import { proofProblems } from "./proof-checks.ts";

type TypeNode =
  | { type: "string"; value?: string }
  | { type: "number" | "boolean" | "null" | "unknown" }
  | { type: "object"; attributes: Record<string, Attribute>; rest?: TypeNode; dereferencesTo?: string }
  | { type: "array"; of: TypeNode }
  | { type: "union"; of: TypeNode[] }
  | { type: "inline"; name: string };
type Attribute = { type: "objectAttribute"; value: TypeNode; optional?: boolean };
type SchemaEntry =
  | { name: string; type: "document"; attributes: Record<string, Attribute> }
  | { name: string; type: "type"; value: TypeNode };
export type SanityDoc = SanityDocument;

const systemFields = new Set(["_id", "_type", "_rev", "_createdAt", "_updatedAt"]);

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

export function validateDataset(schema: SchemaEntry[], docs: SanityDoc[], singletonTypes: string[]): string[] {
  const errors: string[] = [];
  const byName = new Map(schema.map((entry) => [entry.name, entry]));
  const ids = new Map(docs.map((doc) => [doc._id, doc._type]));

  const resolve = (node: TypeNode): TypeNode => {
    if (node.type !== "inline") return node;
    const entry = byName.get(node.name);
    if (!entry) throw new Error(`schema has no type ${node.name}`);
    return entry.type === "document" ? { type: "object", attributes: entry.attributes } : resolve(entry.value);
  };

  const literalOf = (attribute: Attribute | undefined) =>
    attribute?.value.type === "string" ? attribute.value.value : undefined;

  const attributesOf = (node: Extract<TypeNode, { type: "object" }>): Record<string, Attribute> => {
    const rest = node.rest ? resolve(node.rest) : undefined;
    return { ...(rest?.type === "object" ? attributesOf(rest) : {}), ...node.attributes };
  };

  const check = (value: unknown, node: TypeNode, where: string, out: string[] = errors): void => {
    const type = resolve(node);
    switch (type.type) {
      case "unknown":
        return;
      case "null":
        if (value !== null) out.push(`${where}: expected null`);
        return;
      case "string":
        if (typeof value !== "string") out.push(`${where}: expected text, got ${typeof value}`);
        else if (type.value !== undefined && value !== type.value) out.push(`${where}: expected "${type.value}"`);
        return;
      case "number":
      case "boolean":
        if (typeof value !== type.type) out.push(`${where}: expected ${type.type}, got ${typeof value}`);
        return;
      case "union": {
        // A tagged object picks its member by _type; anything else must fit at least one member.
        const members = type.of.map(resolve);
        const tagged = (value as { _type?: unknown } | null)?._type;
        const byTag = members.find((m) => m.type === "object" && literalOf(attributesOf(m)._type) === tagged);
        const candidates = byTag ? [byTag] : members;
        const attempts = candidates.map((member) => {
          const sink: string[] = [];
          check(value, member, where, sink);
          return sink;
        });
        const fit = attempts.find((attempt) => attempt.length === 0);
        if (!fit) out.push(...(byTag ? attempts[0]! : [`${where}: matches none of the allowed kinds`]));
        return;
      }
      case "array": {
        if (!Array.isArray(value)) {
          out.push(`${where}: expected a list`);
          return;
        }
        const keys = new Set<string>();
        value.forEach((item, index) => {
          const at = `${where}[${index}]`;
          if (item && typeof item === "object") {
            const key = (item as { _key?: unknown })._key;
            if (typeof key !== "string" || key === "") out.push(`${at}: missing _key`);
            else if (keys.has(key)) out.push(`${at}: duplicate _key "${key}"`);
            else keys.add(key);
          }
          check(item, type.of, at, out);
        });
        return;
      }
      case "object": {
        if (!value || typeof value !== "object" || Array.isArray(value)) {
          out.push(`${where}: expected an object`);
          return;
        }
        const attributes = attributesOf(type);
        const record = value as Record<string, unknown>;
        for (const [field, fieldValue] of Object.entries(record)) {
          if (systemFields.has(field) || field === "_key") continue;
          const attribute = attributes[field];
          if (!attribute) out.push(`${where}.${field}: unknown field`);
          else check(fieldValue, attribute.value, `${where}.${field}`, out);
        }
        for (const [field, attribute] of Object.entries(attributes)) {
          if (field.startsWith("_")) continue;
          if (attribute.optional === false && isEmpty(record[field])) out.push(`${where}.${field}: required`);
        }
        if (type.dereferencesTo) {
          const target = ids.get(String(record._ref));
          if (target !== type.dereferencesTo) {
            out.push(`${where}: reference ${String(record._ref)} does not resolve to a ${type.dereferencesTo}`);
          }
        }
        return;
      }
    }
  };

  const seenIds = new Set<string>();
  const slugs = new Map<string, string>();
  for (const doc of docs) {
    const where = doc._id;
    if (seenIds.has(doc._id)) errors.push(`${where}: duplicate _id`);
    seenIds.add(doc._id);
    const entry = byName.get(doc._type);
    if (entry?.type !== "document") {
      errors.push(`${where}: unknown document type ${doc._type}`);
      continue;
    }
    check(doc, { type: "object", attributes: entry.attributes }, where);
    const slug = (doc.slug as { current?: string } | undefined)?.current;
    if (slug) {
      const key = `${doc._type}/${slug}`;
      if (slugs.has(key)) errors.push(`${where}: slug "${slug}" is also used by ${slugs.get(key)}`);
      slugs.set(key, doc._id);
    }
  }
  errors.push(
    ...priceTokenProblems(docs),
    ...priceSizeProblems(docs),
    ...internalLinkProblems(docs),
    ...euroLiteralProblems(docs),
    ...settingLiteralProblems(docs),
    ...surchargeProblems(docs),
    ...serviceAreaProblems(docs),
    ...priceTokenBracketProblems(docs),
    ...stockPhraseProblems(docs),
    ...reviewNameProblems(docs),
    ...apostropheProblems(docs),
    ...townTipArticleProblems(docs),
    ...proofProblems(docs),
  );
  for (const type of singletonTypes) {
    const found = docs.filter((doc) => doc._type === type);
    if (found.length !== 1 || found[0]?._id !== type) {
      errors.push(`singleton ${type}: expected exactly one document with _id "${type}", found ${found.length}`);
    }
  }
  return errors;
}

/**
 * Every link to a page of this site (a link in rich text, a link under an FAQ answer) names a page that exists:
 * one of the route list, or a town or article of this dataset. Query and fragment are not checked.
 */
function internalLinkProblems(docs: SanityDoc[]): string[] {
  const slugsOf = (type: string) =>
    docs.flatMap((doc) => {
      const slug = (doc.slug as { current?: string } | undefined)?.current;
      return doc._type === type && slug ? [slug] : [];
    });
  const paths = new Set([
    ...sitePages.map((page) => page.path),
    ...slugsOf("town").map(townPath),
    ...slugsOf("article").map(articlePath),
  ]);
  const problems: string[] = [];
  const visit = (value: unknown, where: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, `${where}[${index}]`);
      });
    } else if (value && typeof value === "object") {
      const href = (value as { href?: unknown }).href;
      if (typeof href === "string" && href.startsWith("/") && !paths.has(href.split(/[?#]/)[0]!)) {
        problems.push(`${where}: the link to ${href} names no page of this site`);
      }
      for (const [key, item] of Object.entries(value)) visit(item, `${where}.${key}`);
    }
  };
  for (const doc of docs) visit(doc, doc._id);
  return problems;
}

/**
 * The price guide starts from a price's usual size and stops at its largest: a price per m², meter or piece needs
 * both, the usual one no larger than the largest (the Studio's rule on the price document says the same).
 */
function priceSizeProblems(docs: SanityDoc[]): string[] {
  return docs.flatMap((doc) => {
    if (doc._type !== "priceItem" || doc.unit === "klus") return [];
    const { typicalSize, maxSize } = doc as { typicalSize?: unknown; maxSize?: unknown };
    if (typeof typicalSize !== "number" || typeof maxSize !== "number") {
      return [`${doc._id}: a price per ${String(doc.unit)} needs typicalSize and maxSize`];
    }
    return typicalSize > maxSize ? [`${doc._id}: typicalSize ${typicalSize} is larger than maxSize ${maxSize}`] : [];
  });
}

const replyPlaceholders = ["{naam}", "{datum}", "{company}"];

/** Every {prijs|vanaf|minimum:slug} token in any text names a price item that exists, and no token is misspelt. */
function priceTokenProblems(docs: SanityDoc[]): string[] {
  const prices = new Set(
    docs
      .filter((doc) => doc._type === "priceItem")
      .map((doc) => (doc.slug as { current?: string } | undefined)?.current),
  );
  const problems: string[] = [];
  const visit = (value: unknown, where: string) => {
    if (typeof value === "string") {
      for (const [token] of value.matchAll(/\{[^{}\s]{1,80}\}/g)) {
        // Placeholders such as {town} are filled by the town pages (and {town} by the WhatsApp texts), and such as
        // {maxSize} by the price guide.
        if (isTownPlaceholder(token) || isPriceGuidePlaceholder(token)) continue;

        // The admin's reply texts name the person and the day of their request (lib/admin/replies.ts).
        if (where.includes(".leadHandling.") && replyPlaceholders.includes(token)) continue;
        if (token === "{spoedtoeslag}") continue;
        const match =
          token.match(/^\{(?:prijs|vanaf|minimum):([a-z0-9-]+)\}$/) ??
          token.match(/^\{(?:totaal|perjaar):([a-z0-9-]+):\d{1,4}(?::\d{1,3})?\}$/);
        if (!match) {
          problems.push(`${where}: "${token}" is not a price token ({prijs|vanaf|minimum:slug}, {totaal:slug:size})`);
        } else if (!prices.has(match[1])) problems.push(`${where}: ${token} names no price item "${match[1]}"`);
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, `${where}[${index}]`);
      });
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) visit(item, `${where}.${key}`);
    }
  };
  for (const doc of docs) visit(doc, doc._id);
  return problems;
}

/** Every string of a document with where it is, for the text checks below. */
function textsOf(doc: SanityDoc): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  const visit = (value: unknown, where: string) => {
    if (typeof value === "string") out.push({ where, text: value });
    else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, `${where}[${index}]`);
      });
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) if (!key.startsWith("_")) visit(item, `${where}.${key}`);
    }
  };
  visit(doc, doc._id);
  return out;
}

/**
 * A euro amount typed into an article, FAQ, service or town text goes stale the day a price changes: prices and
 * worked examples come from the price list through tokens ({prijs:…}, {totaal:slug:size}, see price-tokens.ts).
 * The few amounts that are no price of ours are listed here with the reason.
 */
const euroTextTypes = new Set(["article", "faq", "service", "town"]);
export const allowedEuroLiterals: { text: string; reason: string }[] = [];
const euroAmount = /€\s?\d+(?:[.,]\d+)*/g;

function euroLiteralProblems(docs: SanityDoc[]): string[] {
  return docs
    .filter((doc) => euroTextTypes.has(doc._type))
    .flatMap(textsOf)
    .flatMap(({ where, text }) =>
      [...text.matchAll(euroAmount)]
        .filter(
          ([amount]) =>
            !allowedEuroLiterals.some((allowed) => text.includes(allowed.text) && allowed.text.includes(amount)),
        )
        .map(
          ([amount]) =>
            `${where}: "${amount}" is typed in; name a price through a token such as {prijs:slug} or {totaal:slug:size}`,
        ),
    );
}

/**
 * The company's phone number, WhatsApp number, e-mail address and KvK number are settings; a text names them through
 * {phone}, {whatsapp}, {email} and {kvk} (lib/content/setting-placeholders.ts), or the text keeps the old number when
 * the owner changes it (and a town with its own line would show the company's). So no text outside the settings may
 * hold their values, nor a promise (call-back, arrival, repair) outside its placeholder (lib/content/promises.ts).
 */
function settingLiteralProblems(docs: SanityDoc[]): string[] {
  const settings = docs.find((doc) => doc._type === "siteSettings") as
    | (SanityDoc & {
        phone?: { display?: string; e164?: string };
        whatsapp?: { number?: string; display?: string };
        email?: string;
        kvk?: string;
        promises?: Promises;
        claims?: { yearsExperience?: string; customers?: string };
      })
    | undefined;
  if (!settings) return [];
  const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // A number is found however it is spaced or dashed: "0413 20 30 40", "0413-203040".
  const digitsPattern = (value: string | undefined) => {
    const digits = (value ?? "").replace(/\D/g, "");
    return digits.length >= 6 ? new RegExp(`(?<!\\d)${digits.split("").join("[\\s-]?")}(?!\\d)`) : undefined;
  };
  const literals: { what: string; pattern: RegExp | undefined; use: string }[] = [
    { what: "the phone number", pattern: digitsPattern(settings.phone?.display), use: "{phone}" },
    { what: "the phone number", pattern: digitsPattern(settings.phone?.e164), use: "{phoneE164}" },
    { what: "the WhatsApp number", pattern: digitsPattern(settings.whatsapp?.display), use: "{whatsapp}" },
    { what: "the WhatsApp number", pattern: digitsPattern(settings.whatsapp?.number), use: "{whatsapp}" },
    {
      what: "the e-mail address",
      pattern: settings.email ? new RegExp(escapeRegex(settings.email), "i") : undefined,
      use: "{email}",
    },
    { what: "the KvK number", pattern: digitsPattern(settings.kvk), use: "{kvk}" },
  ];
  // "binnen 4 uur" → "4 uur": a promise's figure may not appear on its own either ("niet langer dan 4 uur").
  if (settings.promises) literals.push(...promiseLiterals(settings.promises));
  // The company's figures are claims the owner confirms in the settings; typed into prose they escape that gate.
  const years = settings.claims?.yearsExperience?.match(/\d+/)?.[0];
  if (years) {
    literals.push({
      what: "the years of experience",
      pattern: new RegExp(`(?:ruim|meer dan|al|bijna|sinds)\\s+${years}\\s+jaar`, "i"),
      use: "{yearsExperience} in the figures (or leave it out)",
    });
  }
  const customers = settings.claims?.customers?.match(/\d+/)?.[0];
  if (customers) {
    literals.push({
      what: "the number of customers",
      pattern: new RegExp(`(?<![\\d.])${customers}\\+?\\s+(?:tevreden\\s+)?klanten`, "i"),
      use: "{customers} in the figures (or leave it out)",
    });
  }
  return docs
    .filter((doc) => doc._type !== "siteSettings")
    .flatMap(textsOf)
    .flatMap(({ where, text }) =>
      literals
        .filter((literal) => literal.pattern?.test(text))
        .map((literal) => `${where}: holds ${literal.what} from the settings; write ${literal.use} instead`),
    );
}

/**
 * "Gratis komen kijken" and "geen voorrijkosten" are true on working days only: in the evening and at the weekend the
 * surcharge applies. A text that promises either names the surcharge in the same breath, through {spoedtoeslag} (its
 * amount lives in the price list). A free quote is free at any hour.
 */
const freeOfCharge = /\bgratis\b(?!\s+offerte)|voorrijkosten|voorrijden/i;

function surchargeProblems(docs: SanityDoc[]): string[] {
  return docs
    .flatMap(textsOf)
    .filter(({ where, text }) => freeOfCharge.test(text) && !text.includes("{spoedtoeslag}") && !isAddress(where))
    .map(({ where, text }) => `${where}: "${text.slice(0, 60)}…" promises something free; name {spoedtoeslag} with it`);
}

/** Every town page lies inside the service area its texts promise free travel in ({serviceArea}). */
function serviceAreaProblems(docs: SanityDoc[]): string[] {
  const radius = (docs.find((doc) => doc._type === "siteSettings") as { serviceArea?: { radiusKm?: number } })
    ?.serviceArea?.radiusKm;
  if (typeof radius !== "number") return [];
  return docs.flatMap((doc) =>
    doc._type === "town" && typeof doc.distanceKm === "number" && doc.distanceKm > radius
      ? [`${doc._id}: ${doc.distanceKm} km from the base, outside the service area of ${radius} km`]
      : [],
  );
}

/** A field that holds no visitor-facing sentence: an identifier, a link, a slug. */
const isAddress = (where: string) => /\.(?:href|src|url|current|_key|slug)$/.test(where);

/**
 * A price token states its VAT and minimum itself, in one bracket: "(vanaf €45 per m² (minimaal €175 per klus,
 * incl. btw))" and "…incl. btw) incl. btw" read as slips.
 */
function priceTokenBracketProblems(docs: SanityDoc[]): string[] {
  const bracketed = /\([^()]*\{(?:prijs|vanaf|totaal|spoedtoeslag)[^}]*\}[^()]*\)/;
  const vatAfter =
    /\{(?:prijs|vanaf|totaal|spoedtoeslag)[^}]*\}\)?\s*,?\s*\(?(?:incl\.?|inclusief|excl\.?)\s*(?:btw|BTW)/;
  return docs
    .flatMap(textsOf)
    .flatMap(({ where, text }) => [
      ...(bracketed.test(text) ? [`${where}: a price token inside brackets; the token brings its own bracket`] : []),
      ...(vatAfter.test(text) ? [`${where}: "incl. btw" after a price token, which says it already`] : []),
    ]);
}

/**
 * Phrases that read as boilerplate once they recur page after page. Each may stand in at most `max` documents; the
 * town pages especially should say it in their own words.
 */
export const stockPhrases: { pattern: RegExp; max: number }[] = [
  { pattern: /voorrijkosten rekenen we niet/i, max: 2 },
  { pattern: /voorrijkosten[^.]*, ook niet in /i, max: 2 },
  { pattern: /bij acute lekkage (zijn we )?\{acuteResponseTime\}/i, max: 3 },
  { pattern: /waar je aan toe bent/i, max: 3 },
  { pattern: /binnen 24 uur[^.;]*; lekt het acuut, dan/i, max: 3 },
];

function stockPhraseProblems(docs: SanityDoc[]): string[] {
  return stockPhrases.flatMap(({ pattern, max }) => {
    const found = docs.filter((doc) => textsOf(doc).some(({ text }) => pattern.test(text))).map((doc) => doc._id);
    return found.length > max
      ? [`the stock phrase ${pattern} stands in ${found.length} documents (at most ${max}): ${found.join(", ")}`]
      : [];
  });
}

/** Every testimonial and town quote has its own name: a name used twice reads as invented (art. 6:193g BW). */
function reviewNameProblems(docs: SanityDoc[]): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  const note = (name: unknown, where: string) => {
    if (typeof name !== "string" || name.trim() === "") return;
    const key = name.trim().toLowerCase().replace(/\s+/g, " ");
    const first = seen.get(key);
    if (first) problems.push(`${where}: the name "${name}" is also used by ${first}`);
    else seen.set(key, where);
  };
  for (const doc of docs) {
    if (doc._type === "testimonial") note(doc.name, doc._id);
    const quotes = (doc as { quotes?: unknown }).quotes;
    if (doc._type === "town" && Array.isArray(quotes)) {
      quotes.forEach((quote, index) => {
        note((quote as { name?: unknown }).name, `${doc._id}.quotes[${index}]`);
      });
    }
  }
  return problems;
}

/** Fields that hold addresses or identifiers rather than Dutch text. */
const notText = new Set(["href", "src", "url", "email", "current", "aliases", "gtmId"]);

/**
 * Dutch text uses the typographic apostrophe (’: zo’n, ’s ochtends, foto’s); a straight ' among them looks like a
 * typing slip next to the rest of the site.
 */
function apostropheProblems(docs: SanityDoc[]): string[] {
  const problems: string[] = [];
  const visit = (value: unknown, where: string, key: string) => {
    if (typeof value === "string") {
      if (value.includes("'") && !key.startsWith("_") && !notText.has(key)) {
        problems.push(`${where}: a straight apostrophe (') where Dutch text uses ’: "${value.slice(0, 60)}"`);
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, `${where}[${index}]`, key);
      });
    } else if (value && typeof value === "object") {
      for (const [field, item] of Object.entries(value)) visit(item, `${where}.${field}`, field);
    }
  };
  for (const doc of docs) visit(doc, doc._id, "");
  return problems;
}

/**
 * Every town page shows the first three tips (by order; townTipsQuery in lib/sanity/queries.ts), each with a link to
 * the article that answers it. Two of them opening one article send the reader to the same page for different
 * questions, and three that all do read as a template: each tip on a town page must open an article of its own.
 */
export function townTipArticleProblems(docs: SanityDoc[]): string[] {
  const order = (doc: SanityDoc) => (typeof doc.order === "number" ? doc.order : Number.POSITIVE_INFINITY);
  const tips = new Map(docs.filter((doc) => doc._type === "tip").map((tip) => [tip._id, tip]));
  const shared = [...tips.values()].sort((a, b) => order(a) - order(b)).slice(0, 3);
  const articleOf = (tip: SanityDoc | undefined) => (tip?.article as { _ref?: unknown } | undefined)?._ref;
  // The tips a page shows together: the shared three on every town page, and each town's own choice.
  const sets: { where: string; shown: SanityDoc[] }[] = [{ where: "every town page", shown: shared }];
  for (const town of docs.filter((doc) => doc._type === "town")) {
    const own = ((town.ownFrame as { tips?: { _ref?: string }[] } | undefined)?.tips ?? []).flatMap((ref) => {
      const tip = ref._ref ? tips.get(ref._ref) : undefined;
      return tip ? [tip] : [];
    });
    if (own.length > 0) sets.push({ where: town._id, shown: own });
  }
  return sets.flatMap(({ where, shown }) => {
    const tipsByArticle = new Map<string, string[]>();
    for (const tip of shown) {
      const article = articleOf(tip);
      if (typeof article === "string") tipsByArticle.set(article, [...(tipsByArticle.get(article) ?? []), tip._id]);
    }
    return [...tipsByArticle]
      .filter(([, ids]) => ids.length > 1)
      .map(
        ([article, ids]) =>
          `${ids.join(", ")}: shown together on ${where}, and all open ${article}; link each tip to the article that answers it`,
      );
  });
}
