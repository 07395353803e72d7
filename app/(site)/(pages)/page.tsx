import type { Metadata } from "next";
import { ContactActions } from "@/components/contact/contact-actions";
import { RequestForm } from "@/components/contact/request-form";
import { BeforeAfterGallery } from "@/components/sections/before-after-gallery";
import { FinalCta } from "@/components/sections/final-cta";
import { ServiceAreaLinks } from "@/components/sections/service-area";
import { figuresShown, StatsTiles } from "@/components/sections/stats-tiles";
import { reviewWords, Testimonials } from "@/components/sections/testimonials";
import { CardGrid, CheckList } from "@/components/ui/cards";
import { CallButton, QuoteLink } from "@/components/ui/contact-buttons";
import { FaqAccordion } from "@/components/ui/faq-accordion";
import { AlertIcon } from "@/components/ui/icons";
import { PageHero } from "@/components/ui/page-hero";
import { PageLinkArrow } from "@/components/ui/page-link";
import { Paragraphs, Section } from "@/components/ui/section";
import { getHomePage } from "@/lib/content/pages";
import { contactDetails, getSiteSettings } from "@/lib/content/site-settings";
import { getTownList } from "@/lib/content/towns";
import { JsonLd } from "@/lib/seo/json-ld";
import { faqPage } from "@/lib/seo/structured-data";
import { pageMetadata } from "@/lib/site/metadata";
import { pathOf } from "@/lib/site/routes";

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await getHomePage();
  return pageMetadata({ title: page.seoTitle, description: page.seoDescription, path: "/" });
}

export default async function HomePage() {
  const [settings, { page, testimonials, projects, faqs }, towns] = await Promise.all([
    getSiteSettings(),
    getHomePage(),
    getTownList(),
  ]);
  const contact = contactDetails(settings);
  return (
    <>
      <JsonLd data={faqPage(faqs)} />
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} intro={page.hero.intro}>
        <CallButton e164={settings.phone.e164} label={`Bel direct: ${settings.phone.display}`} />
        <QuoteLink label="Gratis offerte aanvragen" className="bg-white/10 ring-1 ring-white/50 hover:bg-white/20" />
      </PageHero>

      <Section id="introductie" title={page.intro.heading}>
        <Paragraphs text={page.intro.body} className="max-w-3xl text-lg text-slate-700" />
      </Section>

      <Section id="snelle-aanvraag" tone="light" title={page.quickQuote.heading}>
        <div className="grid gap-8 lg:grid-cols-2">
          <p className="text-lg text-slate-700">{page.quickQuote.text}</p>
          <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
            <RequestForm
              variant="minimal"
              formName="Snelle aanvraag"
              pagePath={pathOf("home")}
              phone={settings.phone}
              whatsapp={settings.whatsapp.number}
            />
          </div>
        </div>
      </Section>

      <Section id="situaties" title={page.leakSituations.heading}>
        <CardGrid cards={page.leakSituations.items} icon={<AlertIcon />} />
      </Section>

      <Section id="urgentie" tone="brand" title={page.urgency.heading}>
        <div className="grid gap-8 lg:grid-cols-2">
          <Paragraphs text={page.urgency.body} className="text-brand-100 text-lg" />
          <CheckList items={page.urgency.points} className="text-lg" />
        </div>
      </Section>

      <Section id="aanpak" title={page.leakApproach.heading}>
        <CardGrid cards={page.leakApproach.steps} numbered columns={4} />
      </Section>

      <Section id="ervaringen" tone="light" title={page.trust.heading} intro={page.trust.text}>
        {figuresShown(settings) && (
          <div className="mb-8">
            <StatsTiles settings={settings} variant="results" />
          </div>
        )}
        <Testimonials items={testimonials} words={reviewWords(settings)} />
      </Section>

      <Section id="voor-en-na" title={page.gallery.heading} intro={page.gallery.text}>
        <BeforeAfterGallery projects={projects} sampleLabel={settings.sampleLabels.illustration} />
      </Section>

      <Section id="werkgebied" tone="light" title={page.serviceArea.heading} intro={page.serviceArea.text}>
        <ServiceAreaLinks towns={towns} />
      </Section>

      <Section id="contact-form" title={page.contactSection.heading}>
        <div className="grid gap-8 lg:grid-cols-[1fr_1.2fr]">
          <div>
            <p className="text-lg text-slate-700">{page.contactSection.text}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <ContactActions contact={contact} whatsappMessage={settings.whatsappMessages.general} />
            </div>
          </div>
          <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
            {/* A message, not a quote request (the hero and the quick form ask for those). */}
            <RequestForm
              variant="message"
              formName="Contactformulier"
              pagePath={pathOf("home")}
              phone={settings.phone}
              whatsapp={settings.whatsapp.number}
            />
          </div>
        </div>
      </Section>

      <Section id="over-ons" tone="light" title={page.about.heading}>
        <Paragraphs text={page.about.body} className="max-w-3xl text-lg text-slate-700" />
      </Section>

      <Section id="tips" title={page.tips.heading}>
        <p className="max-w-3xl text-lg text-slate-700">{page.tips.text}</p>
        {page.tips.link && <PageLinkArrow link={page.tips.link} className="mt-4 text-lg" />}
      </Section>

      <Section id="veelgestelde-vragen" title={page.faqHeading}>
        <div className="max-w-3xl">
          <FaqAccordion items={faqs} name="veelgestelde-vragen" />
        </div>
      </Section>

      <FinalCta
        heading={page.finalCta.heading}
        text={page.finalCta.text}
        contact={contact}
        whatsappMessage={settings.whatsappMessages.leakHelp}
      />
    </>
  );
}
