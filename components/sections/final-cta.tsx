import type { ReactNode } from "react";
import { ContactActions } from "@/components/contact/contact-actions";
import type { ContactDetails } from "@/lib/content/site-settings";

/** A closing band on a dark tone: heading, text and the buttons given as children, centred. */
export function ClosingBand(props: {
  id?: string;
  heading: string;
  text: string;
  tone?: "brand" | "alarm";
  children: ReactNode;
}) {
  return (
    <section
      id={props.id}
      aria-labelledby="afsluiting-titel"
      className={`${props.tone === "alarm" ? "bg-alarm-700" : "bg-brand-900"} py-12 text-white sm:py-16`}
    >
      <div className="mx-auto max-w-4xl px-4 text-center">
        <h2 id="afsluiting-titel" className="font-bold text-2xl sm:text-3xl">
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
  tone?: "brand" | "alarm";
}) {
  return (
    <ClosingBand id={props.id} heading={props.heading} text={props.text} tone={props.tone}>
      <ContactActions
        contact={props.contact}
        whatsappMessage={props.whatsappMessage}
        showQuote={props.showQuote ?? true}
        onDark
      />
    </ClosingBand>
  );
}
