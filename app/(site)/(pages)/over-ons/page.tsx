import type { Metadata } from "next";
import { ContactActions } from "@/components/contact/contact-actions";
import { FinalCta } from "@/components/sections/final-cta";
import { figuresShown, StatsTiles } from "@/components/sections/stats-tiles";
import { CardGrid } from "@/components/ui/cards";
import { MailIcon, MapPinIcon, PhoneIcon, ShieldIcon } from "@/components/ui/icons";
import { PageHero } from "@/components/ui/page-hero";
import { Paragraphs, Section } from "@/components/ui/section";
import { getAboutPage } from "@/lib/content/pages";
import { contactDetails, getSiteSettings } from "@/lib/content/site-settings";
import { telHref } from "@/lib/site/contact-links";
import { pageMetadata } from "@/lib/site/metadata";
import { pathOf } from "@/lib/site/routes";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getAboutPage();
  return pageMetadata({ title: page.seoTitle, description: page.seoDescription, path: pathOf("about") });
}

export default async function AboutPage() {
  const [settings, page] = await Promise.all([getSiteSettings(), getAboutPage()]);
  const contact = contactDetails(settings);
  const { address } = settings;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} intro={page.hero.intro}>
        <ContactActions contact={contact} whatsappMessage={settings.whatsappMessages.general} />
      </PageHero>

      <Section id="wie-wij-zijn" title={page.story.heading}>
        <div className="grid gap-8 lg:grid-cols-[1.5fr_1fr]">
          <Paragraphs text={page.story.body} className="text-lg text-slate-700" />
          <address className="min-w-0 space-y-3 rounded-xl bg-brand-50 p-5 not-italic wrap-anywhere">
            <p className="font-semibold text-lg">{settings.companyName}</p>
            <p className="flex gap-2">
              <MapPinIcon className="size-5 shrink-0 text-accent-600" />
              <span>
                {address.street}, {address.postalCode} {address.city}
              </span>
            </p>
            <p className="flex gap-2">
              <PhoneIcon className="size-5 shrink-0 text-accent-600" />
              <a className="underline underline-offset-2" href={telHref(settings.phone.e164)}>
                {settings.phone.display}
              </a>
            </p>
            <p className="flex gap-2">
              <MailIcon className="size-5 shrink-0 text-accent-600" />
              <a className="underline underline-offset-2" href={`mailto:${settings.email}`}>
                {settings.email}
              </a>
            </p>
            <p className="text-slate-700 text-sm">
              {settings.legalName} · KvK {settings.kvk} · btw {settings.vatId}
            </p>
          </address>
        </div>
      </Section>

      {/* Figures the owner has not confirmed are left out, heading and all. */}
      {figuresShown(settings) && (
        <Section id="in-cijfers" tone="light" title={page.figuresHeading}>
          <StatsTiles settings={settings} variant="results" />
        </Section>
      )}

      <Section id="waar-we-voor-staan" title={page.valuesHeading}>
        <CardGrid cards={page.values} />
      </Section>

      <Section id="keurmerken" tone="light" title={page.certifications.heading}>
        <CardGrid cards={page.certifications.items} icon={<ShieldIcon />} />
      </Section>

      <FinalCta
        heading={page.cta.heading}
        text={page.cta.text}
        contact={contact}
        whatsappMessage={settings.whatsappMessages.general}
      />
    </>
  );
}
