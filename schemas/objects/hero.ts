import { defineField, defineType } from "sanity";
import { requiredString, requiredText } from "../fields.ts";

export const hero = defineType({
  name: "hero",
  title: "Hero",
  type: "object",
  fields: [
    defineField({ name: "eyebrow", title: "Regel boven de kop", type: "string" }),
    requiredString("heading", "Kop (h1)", "Op een telefoon hooguit vier regels: zo’n 70 tekens."),
    defineField({
      ...requiredText(
        "intro",
        "Introductie",
        "Eén of twee korte zinnen: op een telefoon hooguit drie regels (zo’n 100 tekens), boven de belknop. Meer uitleg hoort in de pagina eronder.",
      ),
      validation: (rule) => [
        rule.required().error("Vul de introductie in."),
        rule.max(140).warning("Op een telefoon staat dit op meer dan drie regels; houd het korter."),
      ],
    }),
    defineField({
      name: "status",
      title: "Regel onder de knoppen (optioneel)",
      description:
        "Eén regel, bijvoorbeeld wanneer je bereikbaar bent en wat spoed buiten kantoortijden kost: Dag en nacht bereikbaar · buiten kantoortijden {spoedtoeslag}.",
      type: "string",
    }),
  ],
});
