import { defineField, defineType } from "sanity";
import { requiredString } from "../fields";

export const phoneNumber = defineType({
  name: "phoneNumber",
  title: "Telefoonnummer",
  type: "object",
  fields: [
    requiredString("display", "Zoals getoond", "Bijvoorbeeld 0413 20 30 40"),
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
