import { CallButton, QuoteLink, WhatsAppButton } from "@/components/ui/contact-buttons";
import type { ContactDetails } from "@/lib/content/site-settings";

/**
 * The three contact routes as a row of buttons: call, WhatsApp (with this page's message) and, optionally, quote.
 * Their words are the settings' contact buttons (one place for the whole site); a page may word the call its own way.
 */
export function ContactActions(props: {
  contact: ContactDetails;
  whatsappMessage: string;
  callLabel?: string;
  showQuote?: boolean;
  onDark?: boolean;
}) {
  const { labels } = props.contact;
  return (
    <>
      <CallButton e164={props.contact.phone.e164} label={props.callLabel ?? labels.call} />
      <WhatsAppButton number={props.contact.whatsappNumber} message={props.whatsappMessage} label={labels.whatsapp} />
      {props.showQuote && (
        <QuoteLink
          label={labels.quote}
          className={props.onDark ? "bg-white/10 ring-1 ring-white/50 hover:bg-white/20" : ""}
        />
      )}
    </>
  );
}
