import type { ReactNode } from "react";
import { ContactActions } from "@/components/contact/contact-actions";
import { contactDetails, type SiteSettings } from "@/lib/content/site-settings";
import { type EditableDocument, type EditMark, headingAndText, type MarkAttributes } from "@/lib/sanity/edit-marks";

/** A closing band's words, as the Studio's closing objects have them. */
type ClosingWords = { heading: string; text: string };

/** Click-to-edit marks of a closing band's heading and text in a preview (lib/sanity/edit-marks.ts). */
type ClosingMarks = { headingMark?: MarkAttributes; textMark?: MarkAttributes };

/** A closing band on ink: heading, text and the buttons given as children, centred. Red is storm mode's alone. */
export function ClosingBand(props: ClosingWords & ClosingMarks & { id?: string; children: ReactNode }) {
  return (
    <section id={props.id} aria-labelledby="afsluiting-titel" className="bg-ink py-12 text-white lg:py-20">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h2 id="afsluiting-titel" className="type-h2" {...props.headingMark}>
          {props.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-white/90" {...props.textMark}>
          {props.text}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{props.children}</div>
      </div>
    </section>
  );
}

/**
 * A FinalCta's words from an object field of the page's document (its `cta`, `closing` or `finalCta`), with their
 * click-to-edit marks in a preview: `<FinalCta {...closingWords(mark, page, "cta")} …>` shows `page.cta` and marks
 * `cta.heading` and `cta.text`.
 */
export function closingWords<K extends string>(
  mark: EditMark | undefined,
  page: EditableDocument & { [key in K]: ClosingWords },
  field: K,
) {
  return { closing: page[field], ...(mark ? headingAndText(mark, page, field) : {}) };
}

/**
 * The closing call-to-action band: the page's closing words (closingWords, or a town's own with their marks) and all
 * three contact routes, built here from the settings and the page's WhatsApp message.
 */
export function FinalCta(
  props: {
    closing: ClosingWords;
    settings: SiteSettings;
    whatsappMessage: string;
    /** The quote link as the third route; the emergency page leaves it out. */
    showQuote?: boolean;
  } & ClosingMarks,
) {
  return (
    <ClosingBand
      heading={props.closing.heading}
      text={props.closing.text}
      headingMark={props.headingMark}
      textMark={props.textMark}
    >
      <ContactActions
        contact={contactDetails(props.settings)}
        whatsappMessage={props.whatsappMessage}
        showQuote={props.showQuote ?? true}
        onDark
      />
    </ClosingBand>
  );
}
