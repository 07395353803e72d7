import type { ReactNode } from "react";
import { type EditableDocument, type EditMark, headingAndText, type MarkAttributes } from "@/lib/sanity/edit-marks";

/** The bands of a page: white and sand alternate; ink for a closing call. Red is storm mode's alone. */
const tones = {
  white: "bg-white",
  light: "bg-sand",
  brand: "bg-ink text-white",
} as const;

/** A full-width band of the page with a centred column. `title` becomes the section's h2 and accessible name. */
export function Section(props: {
  id?: string;
  title?: string;
  eyebrow?: string;
  intro?: string;
  /** Click-to-edit marks of the heading and the intro in a preview (lib/sanity/edit-marks.ts). */
  headingMark?: MarkAttributes;
  textMark?: MarkAttributes;
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  const headingId = props.id ? `${props.id}-titel` : undefined;
  const dark = props.tone === "brand";
  return (
    <section
      id={props.id}
      aria-labelledby={props.title ? headingId : undefined}
      className={`${tones[props.tone ?? "white"]} scroll-mt-20 py-12 lg:py-20 ${props.className ?? ""}`}
    >
      <div className="mx-auto max-w-[75rem] px-4 sm:px-6">
        {props.eyebrow && (
          <p className={`type-eyebrow ${dark ? "text-amber-300" : "text-call-700"}`}>{props.eyebrow}</p>
        )}
        {props.title && (
          <h2 id={headingId} className={`type-h2 max-w-3xl ${dark ? "" : "text-ink"}`} {...props.headingMark}>
            {props.title}
          </h2>
        )}
        {props.intro && (
          <Paragraphs
            text={props.intro}
            className={`mt-3 max-w-[68ch] text-lg ${dark ? "text-white/90" : "text-slate-700"}`}
            mark={props.textMark}
          />
        )}
        <div className={props.title || props.intro ? "mt-8" : ""}>{props.children}</div>
      </div>
    </section>
  );
}

/** Plain text from the CMS, with paragraphs separated by a blank line; `mark` (a preview's) opens its field. */
export function Paragraphs({ text, className, mark }: { text: string; className?: string; mark?: MarkAttributes }) {
  return (
    <div className={`space-y-4 ${className ?? ""}`} {...mark}>
      {text
        .split(/\n\s*\n/)
        .filter((p) => p.trim() !== "")
        .map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
    </div>
  );
}

/** A document's object field with a heading and a text, as the Studio's section objects have them. */
type SectionWords = { heading?: string | null; text?: string | null } | null | undefined;

/**
 * A Section's words from an object field of the page's document, with their click-to-edit marks in a preview:
 * `<Section id="diensten" {...sectionWords(mark, page, "services")}>` shows `page.services.heading` and `.text`.
 */
export function sectionWords<K extends string>(
  mark: EditMark | undefined,
  document: EditableDocument & { [key in K]: SectionWords },
  field: K,
) {
  const words = document[field];
  return {
    title: words?.heading ?? undefined,
    intro: words?.text ?? undefined,
    ...(mark ? headingAndText(mark, document, field) : {}),
  };
}

/** A field that holds a section's heading: a string, or an object with a heading beside what the section shows. */
type HeadingField = string | { heading: string };

/**
 * A Section's heading alone from a field of the page's document, with its click-to-edit mark in a preview:
 * `{...sectionHeading(mark, page, "faqHeading")}` shows `page.faqHeading`, `{...sectionHeading(mark, page, "steps")}`
 * `page.steps.heading` (the rest of such an object is the section's content). The field is named once, and the mark
 * opens the field the heading shows.
 */
export function sectionHeading<K extends string>(
  mark: EditMark | undefined,
  document: EditableDocument & { [key in K]: HeadingField },
  field: K,
) {
  const value = document[field];
  return typeof value === "string"
    ? { title: value, headingMark: mark?.(document, field) }
    : { title: value.heading, headingMark: mark?.(document, `${field}.heading`) };
}
