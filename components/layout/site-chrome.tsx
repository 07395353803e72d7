import type { ReactNode } from "react";
import { EmergencyPopup } from "@/components/floating/emergency-popup";
import { MobileCallButton } from "@/components/floating/mobile-call-button";
import { MobileStickyBar } from "@/components/floating/mobile-sticky-bar";
import { ContactProvider } from "@/components/layout/contact-context";
import { LegalLine } from "@/components/layout/legal-links";
import { SiteFooter } from "@/components/layout/site-footer";
import { StormBanner } from "@/components/layout/storm-banner";
import { TopBar } from "@/components/layout/top-bar";
import { getSitePages } from "@/lib/content/site-pages";
import { contactDetails, type SiteSettings } from "@/lib/content/site-settings";
import { activeStorm } from "@/lib/content/storm";
import { getTownList } from "@/lib/content/towns";
import { telHref, whatsappHref } from "@/lib/site/contact-links";

/**
 * Everything around a public page's content: the top bar, the footer and the floating contact elements, all with
 * one phone number and one WhatsApp message. A layout renders it (the site pages' layout with the company's
 * details, the town layout with the town's), so which chrome a page has follows from the route tree: a page
 * that Next keeps mounted but hidden after a navigation takes its own chrome with it and cannot affect the next.
 * It reads the rest itself: the menu's pages, the footer's towns and storm mode, which while it is on puts a banner
 * under the top bar and leaves the emergency notice out.
 */
export async function SiteChrome(props: {
  /** The company's settings, or a town's (its own number in place of the company's). */
  settings: SiteSettings;
  /** The prefilled WhatsApp message of the top bar and the sticky bar. */
  whatsappMessage: string;
  showFooter?: boolean;
  children: ReactNode;
}) {
  const { settings } = props;
  const [towns, pages, storm] = await Promise.all([getTownList(), getSitePages(), activeStorm(settings.stormMode)]);
  const contact = contactDetails(settings);
  const tel = telHref(contact.phone.e164);
  return (
    <>
      <TopBar settings={settings} contact={contact} whatsappMessage={props.whatsappMessage} pages={pages} />
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
        <SiteFooter settings={settings} towns={towns} contact={contact} pages={pages} />
      ) : (
        <LegalLine settings={settings} pages={pages} />
      )}
      {/* Storm mode's banner says it already: no emergency notice beside it. */}
      {!storm && (
        <EmergencyPopup
          telHref={tel}
          whatsappHref={whatsappHref(contact.whatsappNumber, settings.whatsappMessages.urgent)}
          callLabel={contact.labels.call}
          heading={settings.emergencyPopup.heading}
        />
      )}
      <MobileCallButton telHref={tel} callLabel={contact.labels.call} />
      <MobileStickyBar telHref={tel} whatsappHref={whatsappHref(contact.whatsappNumber, props.whatsappMessage)} />
    </>
  );
}
