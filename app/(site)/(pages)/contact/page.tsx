import type { Metadata } from "next";
import type { ReactNode } from "react";
import { RequestForm } from "@/components/contact/request-form";
import { ServiceAreaLinks } from "@/components/sections/service-area";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from "@/components/ui/icons";
import { heroWords, PageHero } from "@/components/ui/page-hero";
import { Section, sectionHeading, sectionWords } from "@/components/ui/section";
import { officeHoursText } from "@/lib/content/office-hours";
import { getContactPage } from "@/lib/content/pages";
import { getSiteSettings } from "@/lib/content/site-settings";
import { getTownList } from "@/lib/content/towns";
import { editMarks } from "@/lib/sanity/edit-marks";
import { pageMetadata } from "@/lib/seo/metadata";
import { telHref, whatsappHref } from "@/lib/site/contact-links";
import { pathOf } from "@/lib/site/routes";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getContactPage();
  return pageMetadata({ title: page.seoTitle, description: page.seoDescription, path: pathOf("contact") });
}

export default async function ContactPage() {
  const [settings, page, towns, mark] = await Promise.all([
    getSiteSettings(),
    getContactPage(),
    getTownList(),
    editMarks(),
  ]);
  const { address, openingHours } = settings;
  const link = "font-semibold text-brand-800 underline underline-offset-2";
  return (
    <>
      <PageHero {...heroWords(mark, page)} settings={settings} whatsappMessage={settings.whatsappMessages.leakHelp} />

      <Section id="gegevens" {...sectionHeading(mark, page, "detailsHeading")}>
        <div className="grid gap-6 md:grid-cols-3">
          <div className="min-w-0 rounded-xl bg-sand p-5 wrap-anywhere">
            <DetailHeading icon={<PhoneIcon className="size-5 text-accent-600" />} label="Telefoon" />
            <p className="mt-2">
              <a className={link} href={telHref(settings.phone.e164)}>
                {settings.phone.display}
              </a>
            </p>
            <DetailHeading icon={<WhatsAppIcon className="size-5 text-whatsapp-600" />} label="WhatsApp" spaced />
            <p className="mt-2">
              <a
                className={link}
                href={whatsappHref(settings.whatsapp.number, settings.whatsappMessages.leakHelp)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {settings.whatsapp.display}
                <span className="sr-only"> (opent in een nieuw venster)</span>
              </a>
            </p>
            <DetailHeading icon={<MailIcon className="size-5 text-accent-600" />} label="E-mail" spaced />
            <p className="mt-2">
              <a className={link} href={`mailto:${settings.email}`}>
                {settings.email}
              </a>
            </p>
          </div>
          <div className="min-w-0 rounded-xl bg-sand p-5 wrap-anywhere">
            <DetailHeading icon={<MapPinIcon className="size-5 text-accent-600" />} label="Bedrijfsgegevens" />
            <address className="mt-2 not-italic leading-relaxed">
              {settings.legalName}
              <br />
              {address.street}
              <br />
              {address.postalCode} {address.city}
              <br />
              KvK {settings.kvk}
              <br />
              btw {settings.vatId}
            </address>
          </div>
          <div className="min-w-0 rounded-xl bg-sand p-5 wrap-anywhere">
            <DetailHeading icon={<ClockIcon className="size-5 text-accent-600" />} label="Openingstijden" />
            {/* The emergency line's hours say "Spoed: …" themselves: a label before them would say it twice. */}
            <p className="mt-2 font-medium">{openingHours.emergency}</p>
            <dl className="mt-2 space-y-2">
              <div>
                <dt className="font-medium">Kantoor</dt>
                <dd>{officeHoursText(openingHours)}</dd>
              </div>
              <div>
                <dt className="font-medium">Weekend</dt>
                <dd>{openingHours.weekend}</dd>
              </div>
            </dl>
            <p className="mt-3 text-slate-700 text-sm">{page.openingHoursNote}</p>
          </div>
        </div>
      </Section>

      <Section id="contact-form" tone="light" {...sectionWords(mark, page, "formIntro")}>
        <div className="max-w-2xl rounded-xl bg-white p-5 shadow-sm ring-1 ring-sand-line">
          {/* A message, not a quote request: the form's button says so, and address and roof type may stay empty. */}
          <RequestForm
            variant="message"
            formName="Contactformulier"
            pagePath={pathOf("contact")}
            phone={settings.phone}
            whatsapp={settings.whatsapp.number}
          />
          <p className="mt-4 text-slate-700 text-sm">{page.callbackNote}</p>
        </div>
      </Section>

      {/* The towns with a page of their own, the same list as the home page's and the footer's. */}
      <Section id="werkgebied" {...sectionWords(mark, page, "serviceAreas")}>
        <ServiceAreaLinks towns={towns} />
      </Section>
    </>
  );
}

/** A heading in the cards of the company's details: its icon, then its words; `spaced` under details above it. */
function DetailHeading(props: { icon: ReactNode; label: string; spaced?: boolean }) {
  return (
    <h3 className={`${props.spaced ? "mt-4 " : ""}flex items-center gap-2 font-semibold text-lg`}>
      {props.icon}
      {` ${props.label}`}
    </h3>
  );
}
