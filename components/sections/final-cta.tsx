import type { ReactNode } from "react";
import { ContactActions } from "@/components/contact/contact-actions";
import { contactDetails, type SiteSettings } from "@/lib/content/site-settings";
import type { MarkAttributes } from "@/lib/sanity/edit-marks";

/** Click-to-edit marks of a closing band's heading and text in a preview (lib/sanity/edit-marks.ts). */
type ClosingMarks = { headingMark?: MarkAttributes; textMark?: MarkAttributes };

/** A closing band on ink: heading, text and the buttons given as children, centred. Red is storm mode's alone. */
export function ClosingBand(props: { id?: string; heading: string; text: string; children: ReactNode } & ClosingMarks) {
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
 * The closing call-to-action band: the page's closing words (its `cta`, `closing` or `finalCta` object, whole) and
 * all three contact routes, built here from the settings and the page's WhatsApp message.
 */
export function FinalCta(
  props: {
    id?: string;
    closing: { heading: string; text: string };
    settings: SiteSettings;
    whatsappMessage: string;
    /** The quote link as the third route; the emergency page leaves it out. */
    showQuote?: boolean;
  } & ClosingMarks,
) {
  return (
    <ClosingBand
      id={props.id}
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
