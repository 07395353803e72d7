import type { ReactNode } from "react";
import { EmergencyPopup } from "@/components/floating/emergency-popup";
import { MobileCallButton } from "@/components/floating/mobile-call-button";
import { MobileStickyBar } from "@/components/floating/mobile-sticky-bar";
import { ContactProvider } from "@/components/layout/contact-context";
import { LegalLine } from "@/components/layout/legal-links";
import { SiteFooter } from "@/components/layout/site-footer";
import { StormBanner } from "@/components/layout/storm-banner";
import { TopBar } from "@/components/layout/top-bar";
import type { ContactDetails, SiteSettings } from "@/lib/content/site-settings";
import type { TownLink } from "@/lib/content/towns";
import { telHref, whatsappHref } from "@/lib/site/contact-links";
import type { SitePageLink } from "@/lib/site/site-pages";
import type { ActiveStorm } from "@/lib/storm/storm-state";

/**
 * Everything around a public page's content: the top bar, the footer and the floating contact elements, all with
 * one phone number and one WhatsApp message. A layout renders it (the site pages' layout with the company's
 * details, the town layout with the town's), so which chrome a page has follows from the route tree: a page
 * that Next keeps mounted but hidden after a navigation takes its own chrome with it and cannot affect the next.
 */
export function SiteChrome(props: {
  settings: SiteSettings;
  towns: TownLink[];
  pages: SitePageLink[];
  contact: ContactDetails;
  /** The prefilled WhatsApp message of the top bar and the sticky bar. */
  whatsappMessage: string;
  showFooter?: boolean;
  /** Storm mode, while it is on: a banner under the top bar, and the emergency notice says the storm's words. */
  storm: ActiveStorm | null;
  children: ReactNode;
}) {
  const { settings, contact, storm } = props;
  const tel = telHref(contact.phone.e164);
  return (
    <>
      <TopBar settings={settings} contact={contact} whatsappMessage={props.whatsappMessage} pages={props.pages} />
      {storm && <StormBanner storm={storm} contact={contact} />}
      <main id="inhoud" className="flex-1">
        <ContactProvider
          value={{
            tel,
            phoneDisplay: contact.phone.display,
            whatsapp: whatsappHref(contact.whatsappNumber, props.whatsappMessage),
          }}
        >
          {props.children}
        </ContactProvider>
      </main>
      {props.showFooter !== false ? (
        <SiteFooter settings={settings} towns={props.towns} contact={contact} pages={props.pages} />
      ) : (
        <LegalLine settings={settings} pages={props.pages} />
      )}
      <EmergencyPopup
        telHref={tel}
        whatsappHref={whatsappHref(
          contact.whatsappNumber,
          storm ? storm.whatsappMessage : settings.whatsappMessages.urgent,
        )}
        callLabel={contact.labels.call}
        heading={storm ? storm.headline : settings.emergencyPopup.heading}
        text={storm ? storm.message : settings.emergencyPopup.text}
      />
      <MobileCallButton telHref={tel} callLabel={contact.labels.call} />
      <MobileStickyBar telHref={tel} whatsappHref={whatsappHref(contact.whatsappNumber, props.whatsappMessage)} />
    </>
  );
}
