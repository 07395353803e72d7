import { defineField } from "sanity";
import { isDutchVatId, isKvkNumber } from "../../../lib/content/company-ids.ts";
import { requiredObject, requiredString } from "../../fields.ts";

/**
 * The contact group: how to reach the company, where it is, and the registered name and numbers on every page; and
 * the WhatsApp group's prefilled messages.
 */
export const phone = defineField({
  name: "phone",
  title: "Telefoon",
  type: "phoneNumber",
  group: "contact",
  validation: (r) => r.required(),
});

export const whatsapp = requiredObject(
  "whatsapp",
  "WhatsApp",
  [
    defineField({
      name: "number",
      title: "Nummer met landcode, zonder + of spaties",
      type: "string",
      validation: (rule) =>
        rule
          .required()
          .regex(/^\d{10,15}$/)
          .error("Bijvoorbeeld 31612345678: landcode en nummer, alleen cijfers."),
    }),
    requiredString("display", "Zoals getoond"),
  ],
  { group: "contact" },
);

export const contactButtons = requiredObject(
  "contactButtons",
  "Contactknoppen",
  [
    requiredString("call", "Belknop", "{phone} wordt het telefoonnummer. Bijvoorbeeld: Bel {phone}"),
    requiredString("whatsapp", "WhatsApp-knop", "Bijvoorbeeld: WhatsApp ons"),
    requiredString("quote", "Offerteknop", "Bijvoorbeeld: Gratis offerte"),
  ],
  { description: "De woorden op de bel-, WhatsApp- en offerteknoppen, op elke pagina gelijk.", group: "contact" },
);

export const email = defineField({
  name: "email",
  title: "E-mailadres",
  type: "string",
  group: "contact",
  validation: (rule) => rule.required().email().error("Vul een geldig e-mailadres in."),
});

export const address = requiredObject(
  "address",
  "Adres",
  [
    requiredString("street", "Straat en huisnummer"),
    requiredString("postalCode", "Postcode"),
    requiredString("city", "Plaats"),
    requiredString("region", "Provincie"),
    requiredString("country", "Land (code)", "NL"),
  ],
  { group: "contact" },
);

export const geo = requiredObject(
  "geo",
  "Ligging (voor Google)",
  [
    defineField({ name: "lat", title: "Breedtegraad", type: "number", validation: (r) => r.required() }),
    defineField({ name: "lng", title: "Lengtegraad", type: "number", validation: (r) => r.required() }),
  ],
  { group: "contact" },
);

export const legalName = defineField({
  name: "legalName",
  title: "Statutaire naam",
  description:
    "De naam zoals die bij de KvK staat, met de rechtsvorm: bijvoorbeeld Brabant Dakzorg B.V. Staat onderaan elke pagina.",
  type: "string",
  group: "contact",
  validation: (rule) => rule.required().error("Vul de naam in zoals die bij de KvK staat."),
});

export const kvk = defineField({
  name: "kvk",
  title: "KvK-nummer",
  description: "Acht cijfers. Staat onderaan elke pagina.",
  type: "string",
  group: "contact",
  validation: (rule) =>
    rule
      .required()
      .custom((kvk: string | undefined) => (isKvkNumber(kvk) ? true : "Een KvK-nummer heeft acht cijfers.")),
});

export const vatId = defineField({
  name: "vatId",
  title: "Btw-identificatienummer",
  description:
    "Het btw-id voor klanten (niet het omzetbelastingnummer), zonder spaties: bijvoorbeeld NL000099998B57. Staat onderaan elke pagina.",
  type: "string",
  group: "contact",
  validation: (rule) =>
    rule
      .required()
      .custom((vatId: string | undefined) =>
        isDutchVatId(vatId) ? true : "Een btw-id is NL, negen cijfers, B en twee cijfers, zonder spaties.",
      ),
});

export const whatsappMessages = requiredObject(
  "whatsappMessages",
  "Vooraf ingevulde WhatsApp-berichten",
  [
    requiredString("general", "Algemene vraag"),
    requiredString("leakHelp", "Hulp bij daklekkage"),
    requiredString("urgent", "Spoed"),
    requiredString("quote", "Offerte"),
    requiredString("maintenance", "Dakonderhoud"),
    requiredString("townLeak", "Lekkage in een plaats", "{town} wordt vervangen door de plaatsnaam."),
  ],
  { group: "whatsapp" },
);
