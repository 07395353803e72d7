import type { Metadata } from "next";
import { ContactActions } from "@/components/contact/contact-actions";
import { RequestForm } from "@/components/contact/request-form";
import { ScrollToFormButton } from "@/components/quote/scroll-to-form-button";
import { CardGrid, CheckList } from "@/components/ui/cards";
import { CallButton } from "@/components/ui/contact-buttons";
import { CheckIcon } from "@/components/ui/icons";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { getQuotePage } from "@/lib/content/pages";
import { contactDetails, getSiteSettings } from "@/lib/content/site-settings";
import { pageMetadata } from "@/lib/site/metadata";
import { pathOf } from "@/lib/site/routes";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getQuotePage();
  return pageMetadata({ title: page.seoTitle, description: page.seoDescription, path: pathOf("quote") });
}

export default async function QuotePage() {
  const [settings, page] = await Promise.all([getSiteSettings(), getQuotePage()]);
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} intro={page.hero.intro}>
        <ContactActions contact={contactDetails(settings)} whatsappMessage={settings.whatsappMessages.quote} />
      </PageHero>

      <Section id="voordelen" title={page.benefitsHeading}>
        <CardGrid cards={page.benefits} columns={4} icon={<CheckIcon />} />
      </Section>

      <Section id="contact-form" tone="light" title={page.formIntro.heading} intro={page.formIntro.text}>
        <div className="grid gap-8 lg:grid-cols-[1fr_1.3fr]">
          <div>
            <h3 className="font-bold text-xl">{page.whatYouGet.heading}</h3>
            <CheckList items={page.whatYouGet.items} className="mt-4 text-lg" />
          </div>
          <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
            <RequestForm
              variant="full"
              formName="Offerte aanvragen"
              pagePath={pathOf("quote")}
              phone={settings.phone}
              whatsapp={settings.whatsapp.number}
            />
          </div>
        </div>
      </Section>

      <section aria-labelledby="afsluiting-titel" className="bg-alarm-700 py-12 text-white sm:py-16">
        <div className="mx-auto max-w-4xl px-4 text-center">
          <h2 id="afsluiting-titel" className="font-bold text-2xl sm:text-3xl">
            {page.closing.heading}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-white/90">{page.closing.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <CallButton
              e164={settings.phone.e164}
              label={contactDetails(settings).labels.call}
              className="ring-2 ring-white"
            />
            <ScrollToFormButton label={page.closing.scrollLabel} targetId="contact-form" />
          </div>
        </div>
      </section>
    </>
  );
}
