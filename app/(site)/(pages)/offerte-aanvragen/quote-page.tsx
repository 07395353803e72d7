import type { ReactNode } from "react";
import { ContactActions } from "@/components/contact/contact-actions";
import { RequestForm } from "@/components/contact/request-form";
import { ScrollToFormButton } from "@/components/quote/scroll-to-form-button";
import { ClosingBand } from "@/components/sections/final-cta";
import { CardGrid, CheckList } from "@/components/ui/cards";
import { CallButton } from "@/components/ui/contact-buttons";
import { CheckIcon } from "@/components/ui/icons";
import { heroWords, PageHero } from "@/components/ui/page-hero";
import { Section, sectionHeading } from "@/components/ui/section";
import type { getQuotePage } from "@/lib/content/pages";
import { contactDetails, type SiteSettings } from "@/lib/content/site-settings";
import { type EditMark, headingAndText, itemMarks, lineMarks } from "@/lib/sanity/edit-marks";
import { pathOf } from "@/lib/site/routes";

/** The form's section: the price guide's "Vraag deze prijs vast aan" links here. */
export const quoteFormId = "contact-form";

/**
 * The quote page, static without a price (./page.tsx) and per request with the price guide's estimate
 * (./prijs/page.tsx): then the estimate stands above the form, and the form carries its job and size. Visitors come
 * for the form, so it is the hero's right column (on a phone: after the heading, the lead and the trust bar).
 */
export function QuotePageView(props: {
  settings: SiteSettings;
  page: Awaited<ReturnType<typeof getQuotePage>>;
  estimate?: { summary: ReactNode; fields: { job: string; size: string } };
  /** Click-to-edit marks in a preview (lib/sanity/edit-marks.ts); the page with an estimate has none. */
  mark?: EditMark;
}) {
  const { settings, page, estimate, mark } = props;
  const contact = contactDetails(settings);
  return (
    <>
      <PageHero
        {...heroWords(mark, page)}
        settings={settings}
        whatsappMessage={settings.whatsappMessages.quote}
        actions={false}
        trust="inline"
        asideOnPhone
        aside={
          <section
            id={quoteFormId}
            aria-labelledby={`${quoteFormId}-titel`}
            className="scroll-mt-20 rounded-[14px] bg-white p-5 text-slate-900 shadow-xl sm:p-6"
          >
            <h2
              id={`${quoteFormId}-titel`}
              className="font-bold text-ink text-xl"
              {...mark?.(page, "formIntro.heading")}
            >
              {page.formIntro.heading}
            </h2>
            <p className="mt-1 text-[15px] text-slate-700" {...mark?.(page, "formIntro.text")}>
              {page.formIntro.text}
            </p>
            <div className="mt-4">
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
          </section>
        }
      />

      <Section id="voordelen" {...sectionHeading(mark, page, "benefitsHeading")}>
        <CardGrid
          cards={page.benefits}
          columns={4}
          icon={<CheckIcon />}
          mark={mark && itemMarks(mark, page, "benefits")}
        />
      </Section>

      <Section id="wat-je-krijgt" tone="light" {...sectionHeading(mark, page, "whatYouGet")}>
        <CheckList
          items={page.whatYouGet.items}
          className="grid gap-3 text-lg sm:grid-cols-2 sm:space-y-0"
          mark={mark && lineMarks(mark, page, "whatYouGet.items")}
        />
        <div className="mt-8 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
          <ContactActions contact={contact} whatsappMessage={settings.whatsappMessages.quote} stacked />
        </div>
      </Section>

      <ClosingBand
        heading={page.closing.heading}
        text={page.closing.text}
        {...(mark && headingAndText(mark, page, "closing"))}
      >
        <CallButton e164={settings.phone.e164} label={contact.labels.call} />
        <ScrollToFormButton label={page.closing.scrollLabel} targetId={quoteFormId} />
      </ClosingBand>
    </>
  );
}
