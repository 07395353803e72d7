import { defineField, defineType } from "sanity";
import { phoneMismatch } from "../../lib/content-rules/phone-numbers.ts";

export const phoneNumber = defineType({
  name: "phoneNumber",
  title: "Telefoonnummer",
  type: "object",
  fields: [
    defineField({
      name: "display",
      title: "Zoals getoond",
      description: "Bijvoorbeeld 0413 20 30 40. Hetzelfde nummer als hieronder, zoals bezoekers het lezen.",
      type: "string",
      // The shown number and the dialled one are checked together; the message stands where the owner reads it.
      validation: (rule) => [
        rule.required().error('Vul "Zoals getoond" in.'),
        rule
          .custom((_display, context) => phoneMismatch(context.parent as { display?: unknown; e164?: unknown }) ?? true)
          .error(),
      ],
    }),
    defineField({
      name: "e164",
      title: "Internationaal (voor de belknop)",
      description: "Bijvoorbeeld +31413203040",
      type: "string",
      validation: (rule) =>
        rule
          .required()
          .regex(/^\+\d{8,15}$/)
          .error("Schrijf het nummer als + met landcode en cijfers, bijvoorbeeld +31413203040."),
    }),
  ],
});
