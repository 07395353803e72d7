import type { Metadata } from "next";
import { ContactActions } from "@/components/contact/contact-actions";
import { RequestForm } from "@/components/contact/request-form";
import { BeforeAfterGallery } from "@/components/sections/before-after-gallery";
import { ServiceAreaLinks } from "@/components/sections/service-area";
import { ServiceCards } from "@/components/sections/service-cards";
import { figuresShown, StatsTiles } from "@/components/sections/stats-tiles";
import { TeamPhoto } from "@/components/sections/team-photo";
import { reviewWords, Testimonials } from "@/components/sections/testimonials";
import { CardGrid } from "@/components/ui/cards";
import { FaqAccordion } from "@/components/ui/faq-accordion";
import { heroWords, PageHero } from "@/components/ui/page-hero";
import { PageLinkArrow } from "@/components/ui/page-link";
import { Paragraphs, Section, sectionHeading, sectionWords } from "@/components/ui/section";
import { getHomePage, getPriceList } from "@/lib/content/pages";
import { contactDetails, getSiteSettings } from "@/lib/content/site-settings";
import { getTownList } from "@/lib/content/towns";
import { editMarks, itemMarks } from "@/lib/sanity/edit-marks";
import { JsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { faqPage } from "@/lib/seo/structured-data";
import { pathOf } from "@/lib/site/routes";

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await getHomePage();
  return pageMetadata({ title: page.seoTitle, description: page.seoDescription, path: "/" });
}

/** Reviews on the home page: three, the rest would only lengthen a phone's scroll. */
const reviewsShown = 3;

/**
 * The home page in the order a visitor with a leak needs it: the promise and the call, who
 * we are (the trust bar), what we do, proof (before and after, reviews), how we work, where, questions, and the one
 * request form beside the closing call. Proof comes on the second phone screen; the page is at most ten long.
 */
export default async function HomePage() {
  const [settings, { page, testimonials, projects, faqs, services }, prices, towns, mark] = await Promise.all([
    getSiteSettings(),
    getHomePage(),
    getPriceList(),
    getTownList(),
    editMarks(),
  ]);
  const contact = contactDetails(settings);
  return (
    <>
      <JsonLd data={faqPage(faqs)} />
      <PageHero
        {...heroWords(mark, page)}
        settings={settings}
        display
        whatsappMessage={settings.whatsappMessages.leakHelp}
        showQuote
        aside={<TeamPhoto settings={settings} kind="team" sizes="(min-width: 1024px) 540px, 1px" />}
      />

      <Section id="diensten" {...sectionWords(mark, page, "services")}>
        <ServiceCards services={services} prices={prices} mark={mark} />
      </Section>

      <Section id="voor-en-na" tone="light" {...sectionWords(mark, page, "gallery")}>
        <BeforeAfterGallery
          projects={projects}
          sampleLabel={settings.sampleLabels.illustration}
          labelledBy="voor-en-na-titel"
          mark={mark}
        />
      </Section>

      <Section id="ervaringen" {...sectionWords(mark, page, "trust")}>
        {figuresShown(settings) && (
          <div className="mb-8">
            <StatsTiles settings={settings} variant="results" />
          </div>
        )}
        <Testimonials
          items={testimonials.slice(0, reviewsShown)}
          words={reviewWords(settings)}
          labelledBy="ervaringen-titel"
          mark={(review, field) => (review._id ? mark({ _id: review._id, _type: "testimonial" }, field) : {})}
        />
      </Section>

      <Section id="aanpak" tone="light" {...sectionHeading(mark, page, "leakApproach")}>
        <CardGrid
          cards={page.leakApproach.steps}
          numbered
          columns={4}
          labelledBy="aanpak-titel"
          mark={itemMarks(mark, page, "leakApproach.steps")}
        />
      </Section>

      <Section id="werkgebied" {...sectionWords(mark, page, "serviceArea")}>
        <ServiceAreaLinks towns={towns} />
      </Section>

      <Section id="veelgestelde-vragen" tone="light" {...sectionHeading(mark, page, "faqHeading")}>
        <div className="max-w-3xl">
          <FaqAccordion
            items={faqs}
            name="veelgestelde-vragen"
            mark={(faq, field) => (faq._id ? mark({ _id: faq._id, _type: "faq" }, field) : {})}
          />
          <div className="mt-8">
            <h3 className="font-bold text-ink text-xl" {...mark(page, "tips.heading")}>
              {page.tips.heading}
            </h3>
            <p className="mt-2 text-slate-700" {...mark(page, "tips.text")}>
              {page.tips.text}
            </p>
            {page.tips.link && <PageLinkArrow link={page.tips.link} className="mt-3" />}
          </div>
        </div>
      </Section>

      {/* The page's one request form, beside the closing call to action (the spec's anchor: #contact-form). */}
      <Section id="contact-form" tone="brand" {...sectionHeading(mark, page, "finalCta")}>
        <div className="grid gap-8 lg:grid-cols-[1fr_1.1fr] lg:items-start">
          <div>
            <Paragraphs
              text={page.finalCta.text}
              className="type-lead text-white/90"
              mark={mark(page, "finalCta.text")}
            />
            <div className="mt-6 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
              <ContactActions contact={contact} whatsappMessage={settings.whatsappMessages.leakHelp} stacked />
            </div>
          </div>
          <div className="rounded-[14px] bg-white p-5 text-slate-900 shadow-xl sm:p-6">
            <h3 className="font-bold text-ink text-xl" {...mark(page, "quickQuote.heading")}>
              {page.quickQuote.heading}
            </h3>
            <p className="mt-2 text-slate-700" {...mark(page, "quickQuote.text")}>
              {page.quickQuote.text}
            </p>
            <div className="mt-4">
              <RequestForm
                variant="minimal"
                formName="Snelle aanvraag"
                pagePath={pathOf("home")}
                phone={settings.phone}
                whatsapp={settings.whatsapp.number}
              />
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
