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
 * Where a closing band's words come from. A page passes its document and the closing field (its `cta`, `closing` or
 * `finalCta` object) with the edit-mark function: in a preview the band marks the field's heading and text for
 * click-to-edit (lib/sanity/edit-marks.ts). A town, whose closing text may be its own rather than the shared one,
 * passes the words and the marks of the fields they came from. Either way none on the public page.
 */
type ClosingSource<K extends string> =
  | { page: EditableDocument & { [key in K]: ClosingWords }; field: K; mark?: EditMark }
  | ({ closing: ClosingWords } & ClosingMarks);

function closingWords<K extends string>(source: ClosingSource<K>): { closing: ClosingWords } & ClosingMarks {
  if (!("page" in source)) return source;
  const { page, field, mark } = source;
  return { closing: page[field], ...(mark && headingAndText(mark, page, field)) };
}

/** The closing call-to-action band: the page's closing words and all three contact routes, from the settings. */
export function FinalCta<K extends string>(
  props: ClosingSource<K> & {
    settings: SiteSettings;
    /** The page's WhatsApp message. */
    whatsappMessage: string;
    /** The quote link as the third route; the emergency page leaves it out. */
    showQuote?: boolean;
  },
) {
  const { closing, headingMark, textMark } = closingWords(props);
  return (
    <ClosingBand heading={closing.heading} text={closing.text} headingMark={headingMark} textMark={textMark}>
      <ContactActions
        contact={contactDetails(props.settings)}
        whatsappMessage={props.whatsappMessage}
        showQuote={props.showQuote ?? true}
        onDark
      />
    </ClosingBand>
  );
}
