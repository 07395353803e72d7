import { CallButton, QuoteLink, WhatsAppButton } from "@/components/ui/contact-buttons";
import type { ContactDetails } from "@/lib/content/site-settings";

/**
 * The three contact routes as a row of buttons: call, WhatsApp (with this page's message) and, optionally, quote.
 * Their words are the settings' contact buttons (one place for the whole site); a page may word the call its own way.
 * `stacked`: a hero's buttons on a phone, the call full width on top and the other two side by side under it.
 */
export function ContactActions(props: {
  contact: ContactDetails;
  whatsappMessage: string;
  callLabel?: string;
  showQuote?: boolean;
  onDark?: boolean;
  stacked?: boolean;
}) {
  const { labels } = props.contact;
  const half = props.stacked ? "max-sm:min-w-0 max-sm:px-2" : "";
  return (
    <>
      <CallButton
        e164={props.contact.phone.e164}
        label={props.callLabel ?? labels.call}
        className={props.stacked ? "max-sm:col-span-2 max-sm:min-h-14" : ""}
      />
      <WhatsAppButton
        number={props.contact.whatsappNumber}
        message={props.whatsappMessage}
        label={labels.whatsapp}
        className={`${half} ${props.stacked && !props.showQuote ? "max-sm:col-span-2" : ""}`}
      />
      {props.showQuote && <QuoteLink label={labels.quote} onDark={props.onDark} className={half} />}
    </>
  );
}
