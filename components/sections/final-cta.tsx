import type { ReactNode } from "react";
import { ContactActions } from "@/components/contact/contact-actions";
import type { ContactDetails } from "@/lib/content/site-settings";

/** A closing band on ink: heading, text and the buttons given as children, centred. Red is storm mode's alone. */
export function ClosingBand(props: { id?: string; heading: string; text: string; children: ReactNode }) {
  return (
    <section id={props.id} aria-labelledby="afsluiting-titel" className="bg-ink py-12 text-white lg:py-20">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h2 id="afsluiting-titel" className="type-h2">
          {props.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-white/90">{props.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{props.children}</div>
      </div>
    </section>
  );
}

/** The closing call-to-action band: heading, text and all three contact routes. */
export function FinalCta(props: {
  id?: string;
  heading: string;
  text: string;
  contact: ContactDetails;
  whatsappMessage: string;
  showQuote?: boolean;
}) {
  return (
    <ClosingBand id={props.id} heading={props.heading} text={props.text}>
      <ContactActions
        contact={props.contact}
        whatsappMessage={props.whatsappMessage}
        showQuote={props.showQuote ?? true}
        onDark
      />
    </ClosingBand>
  );
}
