import { WhatsAppButton } from "@/components/ui/contact-buttons";
import { ClockIcon, PhoneIcon } from "@/components/ui/icons";
import { officeHoursText } from "@/lib/content/office-hours";
import type { ContactDetails, SiteSettings } from "@/lib/content/site-settings";
import { type EditMark, siteSettingsDocument } from "@/lib/sanity/edit-marks";
import { telHref } from "@/lib/site/contact-links";

/**
 * The right half of a hero on a page without a photo: the way to help in one glance, the number large (a link, not
 * a second filled button: the hero has its call button), when we answer, and WhatsApp. Its words are the settings'
 * (Studio → Bedrijfsgegevens → Vertrouwen en foto’s → Direct hulp). Only from 1024 px: on a phone the hero's own
 * full-width call button is right there, and a second would repeat it.
 */
export function DirectHelpCard(props: {
  settings: SiteSettings;
  contact: ContactDetails;
  whatsappMessage: string;
  /** In a preview, the card's heading, sentence and emergency hours open the settings' fields. */
  mark?: EditMark;
}) {
  const { settings, contact } = props;
  return (
    <aside
      aria-labelledby="direct-hulp-titel"
      data-testid="direct-help"
      className="hidden rounded-2xl bg-white p-6 text-slate-900 shadow-xl lg:block lg:p-8"
    >
      <h2
        id="direct-hulp-titel"
        className="type-eyebrow text-call-700"
        {...props.mark?.(siteSettingsDocument, "directHelp.heading")}
      >
        {settings.directHelp.heading}
      </h2>
      <p
        className="mt-3 font-semibold text-ink text-xl leading-snug"
        {...props.mark?.(siteSettingsDocument, "directHelp.text")}
      >
        {settings.directHelp.text}
      </p>
      <a
        href={telHref(contact.phone.e164)}
        className="mt-5 inline-flex items-center gap-3 font-extrabold text-[1.75rem] text-call-700 leading-none hover:text-call-600"
      >
        <PhoneIcon className="size-7 shrink-0" />
        {contact.phone.display}
      </a>
      <div className="mt-5 space-y-1 border-sand-line border-t pt-4 text-[15px] text-slate-700">
        <p className="flex items-start gap-2 font-semibold text-ink">
          <ClockIcon className="mt-0.5 size-5 shrink-0 text-call-700" />
          {settings.openingHours.emergency}
        </p>
        <p className="pl-7">
          <span className="font-semibold">Kantoor</span> {officeHoursText(settings.openingHours)}
        </p>
      </div>
      <WhatsAppButton
        number={contact.whatsappNumber}
        message={props.whatsappMessage}
        label={contact.labels.whatsapp}
        className="mt-5 w-full"
      />
    </aside>
  );
}
