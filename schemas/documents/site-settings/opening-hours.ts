import { defineArrayMember, defineField } from "sanity";
import { daysOf, minutesOf, periodProblem, type WeeklyHours, weekdays } from "../../../lib/content/office-hours.ts";
import { requiredObject, requiredString } from "../../fields.ts";

/** The contact group's opening hours: the office's week, the public holidays and the dates with other hours. */
const dayOptions = { list: weekdays.map(({ value, title }) => ({ value, title })), layout: "dropdown" as const };

/** A time such as 08:00; closing may be 24:00. */
const clockTime = (name: string, title: string, hidden?: (parent: { closed?: boolean }) => boolean) =>
  defineField({
    name,
    title,
    description: "Bijvoorbeeld 08:00.",
    type: "string",
    hidden: hidden && (({ parent }) => hidden(parent ?? {})),
    validation: (rule) =>
      // Required for a line of the week; for a listed date only when it is not closed (checked below).
      (hidden ? rule : rule.required()).custom((time: string | undefined, context) => {
        const parent = (context.parent ?? {}) as { opens?: string; closed?: boolean };
        if (hidden?.(parent)) return true;
        if (!time) return `Vul "${title}" in.`;
        if (minutesOf(time, { closing: name === "closes" }) === null)
          return "Een tijd zoals 08:00 (dicht ook om 24:00).";
        // The order is judged once, at the closing time, when the opening time is itself valid.
        return name === "closes" && minutesOf(parent.opens) !== null
          ? (periodProblem(parent.opens, time) ?? true)
          : true;
      }),
  });

/** One line of the office's week: a day or a range of days with its hours. */
const officeHoursLine = defineArrayMember({
  name: "officeHoursLine",
  title: "Dagen en tijden",
  type: "object",
  fields: [
    defineField({
      name: "from",
      title: "Dag (of eerste dag)",
      type: "string",
      options: dayOptions,
      validation: (rule) => rule.required().error("Kies een dag."),
    }),
    defineField({
      name: "to",
      title: "t/m (laatste dag, leeg voor één dag)",
      type: "string",
      options: dayOptions,
      validation: (rule) =>
        rule.custom((to: string | undefined, context) => {
          const from = (context.parent as { from?: string } | undefined)?.from;
          return !to || !from || daysOf({ from, to }).length > 0 ? true : "De laatste dag komt na de eerste.";
        }),
    }),
    clockTime("opens", "Open vanaf"),
    clockTime("closes", "Dicht om"),
  ],
  preview: {
    select: { from: "from", to: "to", opens: "opens", closes: "closes" },
    prepare: ({ from, to, opens, closes }) => ({
      title: [from, to]
        .filter(Boolean)
        .map((day) => weekdays.find((d) => d.value === day)?.title ?? day)
        .join(" t/m "),
      subtitle: `${opens ?? "?"}–${closes ?? "?"}`,
    }),
  },
});

/** A date or run of dates with other hours than the week's: closed, or open at other times. */
const officeHoursException = defineArrayMember({
  name: "officeHoursException",
  title: "Andere tijden",
  type: "object",
  fields: [
    requiredString("label", "Waarom", "Bijvoorbeeld: Bouwvak of Kerstvakantie."),
    defineField({
      name: "from",
      title: "Datum (of eerste dag)",
      type: "date",
      validation: (rule) => rule.required().error("Kies een datum."),
    }),
    defineField({
      name: "to",
      title: "t/m (laatste dag, leeg voor één dag)",
      type: "date",
      validation: (rule) =>
        rule.custom((to: string | undefined, context) => {
          const from = (context.parent as { from?: string } | undefined)?.from;
          return !to || !from || to >= from ? true : "De laatste dag ligt na de eerste.";
        }),
    }),
    defineField({ name: "closed", title: "Gesloten", type: "boolean", initialValue: true }),
    clockTime("opens", "Open vanaf", (parent) => parent.closed !== false),
    clockTime("closes", "Dicht om", (parent) => parent.closed !== false),
  ],
  preview: {
    select: { title: "label", from: "from", to: "to", closed: "closed" },
    prepare: ({ title, from, to, closed }) => ({
      title,
      subtitle: `${[from, to].filter(Boolean).join(" t/m ")}${closed === false ? "" : " · gesloten"}`,
    }),
  },
});

export const openingHours = requiredObject(
  "openingHours",
  "Openingstijden",
  [
    requiredString("emergency", "Spoed", "Een hele regel, bijvoorbeeld: Spoed: dag en nacht bereikbaar"),
    defineField({
      name: "weekly",
      title: "Kantoor",
      description:
        "Per dag of reeks dagen de tijden, zoals maandag t/m vrijdag 08:00–17:00. De site toont ze zo, en het beheer rekent er de reactietijd op aanvragen mee.",
      type: "array",
      of: [officeHoursLine],
      validation: (rule) => [
        rule.required().min(1).error("Geef minstens één dag met openingstijden."),
        rule.custom((lines: WeeklyHours[] | undefined) => {
          const days = (lines ?? []).flatMap((line) => daysOf(line));
          return new Set(days).size === days.length ? true : "Elke dag staat maar op één regel.";
        }),
      ],
    }),
    defineField({
      name: "closedOnPublicHolidays",
      title: "Gesloten op feestdagen",
      description:
        "Nieuwjaarsdag, Pasen, Koningsdag, Hemelvaartsdag, Pinksteren en Kerst (en Bevrijdingsdag eens in de vijf jaar, zoals in de cao). De data rekent de site zelf uit.",
      type: "boolean",
      initialValue: true,
    }),
    defineField({
      name: "exceptions",
      title: "Andere tijden op bepaalde dagen",
      description: "Bijvoorbeeld de bouwvak of de kerstvakantie: dicht, of open met andere tijden.",
      type: "array",
      of: [officeHoursException],
    }),
    requiredString("weekend", "Weekend"),
  ],
  { group: "contact" },
);
