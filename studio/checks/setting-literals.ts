import { type Promises, promiseLiterals } from "../../lib/content/promises.ts";
import { textsOf } from "../../lib/content-rules/texts.ts";
import type { SanityDocument as SanityDoc } from "../../lib/sanity/ndjson.ts";

/**
 * The company's phone number, WhatsApp number, e-mail address and KvK number are settings; a text names them through
 * {phone}, {whatsapp}, {email} and {kvk} (lib/content/resolve.ts), or the text keeps the old number when
 * the owner changes it (and a town with its own line would show the company's). So no text outside the settings may
 * hold their values, nor a promise (call-back, arrival, repair) outside its placeholder (lib/content/promises.ts),
 * nor the office hours ({officeHours}, so that every text says the same about public holidays) or a warranty term
 * ({warranty}, {sealantWarranty}).
 */
export function settingLiteralProblems(docs: SanityDoc[]): string[] {
  const settings = docs.find((doc) => doc._type === "siteSettings") as
    | (SanityDoc & {
        phone?: { display?: string; e164?: string };
        whatsapp?: { number?: string; display?: string };
        email?: string;
        kvk?: string;
        promises?: Promises;
        claims?: { warranty?: string; sealantWarranty?: string; yearsExperience?: string; customers?: string };
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
  // "(ma–vr 08:00–17:00)": typed hours would not say that the office closes on public holidays, nor change with it.
  literals.push({
    what: "the office hours",
    pattern: /\b\d{1,2}[:.]\d{2}\s*[–-]\s*\d{1,2}[:.]\d{2}\b/,
    use: "{officeHours}",
  });
  for (const [key, use] of [
    ["warranty", "{warranty}"],
    ["sealantWarranty", "{sealantWarranty}"],
  ] as const) {
    const term = settings.claims?.[key];
    if (term && /\d/.test(term)) {
      literals.push({
        what: "a warranty term",
        pattern: new RegExp(`(?<![\\d,])${escapeRegex(term)}\\s+(?:garantie|waterdicht)`, "i"),
        use,
      });
    }
  }
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
