import { defineArrayMember, defineField, defineType } from "sanity";

export const table = defineType({
  name: "table",
  title: "Tabel",
  type: "object",
  fields: [
    defineField({ name: "caption", title: "Bijschrift", type: "string" }),
    defineField({
      name: "rows",
      title: "Rijen (de eerste rij is de kop)",
      type: "array",
      of: [defineArrayMember({ type: "tableRow" })],
      validation: (rule) =>
        rule
          .required()
          .min(2)
          .custom((rows) => {
            const widths = new Set((rows as { cells?: string[] }[] | undefined)?.map((r) => r.cells?.length ?? 0));
            return widths.size <= 1 ? true : "Elke rij moet evenveel cellen hebben.";
          }),
    }),
  ],
  preview: { select: { title: "caption" }, prepare: ({ title }) => ({ title: title || "Tabel" }) },
});
