import { CallButton, QuoteLink, WhatsAppButton } from "@/components/ui/contact-buttons";
import type { ContactDetails } from "@/lib/content/site-settings";

/** The three contact routes as a row of buttons: call, WhatsApp (with this page's message) and, optionally, quote. */
export function ContactActions(props: {
  contact: ContactDetails;
  whatsappMessage: string;
  callLabel?: string;
  quoteLabel?: string;
  showQuote?: boolean;
  onDark?: boolean;
}) {
  return (
    <>
      <CallButton e164={props.contact.phone.e164} label={props.callLabel ?? `Bel ${props.contact.phone.display}`} />
      <WhatsAppButton number={props.contact.whatsappNumber} message={props.whatsappMessage} label="WhatsApp ons" />
      {props.showQuote && (
        <QuoteLink
          label={props.quoteLabel ?? "Gratis offerte"}
          className={props.onDark ? "bg-white/10 ring-1 ring-white/50 hover:bg-white/20" : ""}
        />
      )}
    </>
  );
}
