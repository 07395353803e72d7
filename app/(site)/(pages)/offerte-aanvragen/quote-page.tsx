import type { ReactNode } from "react";
import { ContactActions } from "@/components/contact/contact-actions";
import { RequestForm } from "@/components/contact/request-form";
import { ScrollToFormButton } from "@/components/quote/scroll-to-form-button";
import { ClosingBand } from "@/components/sections/final-cta";
import { CardGrid, CheckList } from "@/components/ui/cards";
import { CallButton } from "@/components/ui/contact-buttons";
import { CheckIcon } from "@/components/ui/icons";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import type { getQuotePage } from "@/lib/content/pages";
import { contactDetails, type SiteSettings } from "@/lib/content/site-settings";
import { pathOf } from "@/lib/site/routes";

/** The form's section: the price guide's "Vraag deze prijs vast aan" links here. */
export const quoteFormId = "contact-form";

/**
 * The quote page, static without a price (./page.tsx) and per request with the price guide's estimate
 * (./prijs/page.tsx): then the estimate stands above the form, and the form carries its job and size.
 */
export function QuotePageView(props: {
  settings: SiteSettings;
  page: Awaited<ReturnType<typeof getQuotePage>>;
  estimate?: { summary: ReactNode; fields: { job: string; size: string } };
}) {
  const { settings, page, estimate } = props;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} intro={page.hero.intro}>
        <ContactActions contact={contactDetails(settings)} whatsappMessage={settings.whatsappMessages.quote} />
      </PageHero>

      <Section id="voordelen" title={page.benefitsHeading}>
        <CardGrid cards={page.benefits} columns={4} icon={<CheckIcon />} />
      </Section>

      <Section id={quoteFormId} tone="light" title={page.formIntro.heading} intro={page.formIntro.text}>
        <div className="grid gap-8 lg:grid-cols-[1fr_1.3fr]">
          <div>
            <h3 className="font-bold text-xl">{page.whatYouGet.heading}</h3>
            <CheckList items={page.whatYouGet.items} className="mt-4 text-lg" />
          </div>
          <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
            {estimate?.summary}
            <RequestForm
              variant="full"
              formName="Offerte aanvragen"
              pagePath={pathOf("quote")}
              phone={settings.phone}
              whatsapp={settings.whatsapp.number}
              estimate={estimate?.fields}
            />
          </div>
        </div>
      </Section>

      <ClosingBand heading={page.closing.heading} text={page.closing.text} tone="alarm">
        <CallButton
          e164={settings.phone.e164}
          label={contactDetails(settings).labels.call}
          className="ring-2 ring-white"
        />
        <ScrollToFormButton label={page.closing.scrollLabel} targetId={quoteFormId} />
      </ClosingBand>
    </>
  );
}
