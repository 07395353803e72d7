import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { FinalCta } from "@/components/sections/final-cta";
import { StatsTiles } from "@/components/sections/stats-tiles";
import { reviewWords, Testimonials } from "@/components/sections/testimonials";
import { TipCard } from "@/components/tips/tip-card";
import { CustomTownHero, LeakTownHero, StandardTownHero } from "@/components/town/town-heroes";
import { minimumListItems, WhyUsList, whyUsLines } from "@/components/town/why-us-list";
import { FaqAccordion } from "@/components/ui/faq-accordion";
import {
  AlertIcon,
  ArrowRightIcon,
  ClockIcon,
  EuroIcon,
  HomeIcon,
  MapPinIcon,
  PhoneIcon,
  SearchIcon,
  WrenchIcon,
} from "@/components/ui/icons";
import { RichText } from "@/components/ui/rich-text";
import { Paragraphs, Section, sectionHeading } from "@/components/ui/section";
import { siteUrl } from "@/lib/config";
import { getSitePages, pageLabel } from "@/lib/content/site-pages";
import { contactDetails } from "@/lib/content/site-settings";
import { getTownPage, getTownSlugs, requireTown } from "@/lib/content/towns";
import { editMarks, itemMarks } from "@/lib/sanity/edit-marks";
import { JsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { breadcrumbs, faqPage, townService } from "@/lib/seo/structured-data";
import { telHref } from "@/lib/site/contact-links";
import { pathOf, townPath } from "@/lib/site/routes";

type Props = { params: Promise<{ town: string }> };

export async function generateStaticParams() {
  return (await getTownSlugs()).map((town) => ({ town }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { town } = (await getTownPage((await params).town)) ?? {};
  if (!town) return {};
  return pageMetadata({
    title: town.seoTitle,
    description: town.seoDescription,
    path: townPath(town.slug),
    image: false,
  });
}

const serviceIcons: Record<string, ReactNode> = {
  search: <SearchIcon />,
  alert: <AlertIcon />,
  wrench: <WrenchIcon />,
  home: <HomeIcon />,
};

/** Icons of the three emergency cards, in their order in the Studio. */
const emergencyIcons = [
  <ClockIcon key="clock" />,
  <EuroIcon key="euro" />,
  <PhoneIcon key="phone" className="size-6" />,
];

/**
 * A town landing page, at /dakdekker-{town}. Unknown towns answer 404; a town added in the CMS renders on request.
 * The town's own words come from its document; the words all town pages share come from the townPage singleton.
 */
export default async function TownPage({ params }: Props) {
  const [{ town, copy, tips, services, settings }, pages, mark] = await Promise.all([
    requireTown((await params).town),
    getSitePages(),
    editMarks(),
  ]);
  // Every word of this page is resolved for this town, with its own number where it has one (getTownPage).
  const contact = contactDetails(settings);
  const whatsappMessage = settings.whatsappMessages.townLeak;
  const heroProps = { town, copy, contact, whatsappMessage, settings, mark };
  const tel = telHref(contact.phone.e164);
  const whyUs = whyUsLines(copy.whyUs.points, copy.whyUs.certificate, settings);
  const quotesBelow = (town.quotes?.length ?? 0) > 0;
  // The emergency cards and the closing text are the town's own where it has them (lib/content/town-copy.ts).
  const ownCards = town.ownFrame?.emergencyCards?.length === 3;
  const cardMark = ownCards
    ? itemMarks(mark, town, "ownFrame.emergencyCards")
    : itemMarks(mark, copy, "emergency.cards");
  const closingMarks = {
    headingMark: mark(copy, "finalCta.heading"),
    textMark: town.ownFrame?.finalCtaText?.trim() ? mark(town, "ownFrame.finalCtaText") : mark(copy, "finalCta.text"),
  };

  return (
    <>
      <JsonLd data={townService(settings, town, `${siteUrl}${townPath(town.slug)}`, copy.structuredData)} />
      <JsonLd data={faqPage(town.faqs)} />
      <JsonLd
        data={breadcrumbs([
          { name: pageLabel(pages, "home"), path: pathOf("home") },
          { name: copy.breadcrumb, path: townPath(town.slug) },
        ])}
      />
      {town.heroVariant === "leak" ? (
        <LeakTownHero {...heroProps} />
      ) : town.heroVariant === "custom" && town.customHero ? (
        <CustomTownHero {...heroProps} />
      ) : (
        <StandardTownHero {...heroProps} />
      )}

      <Section id="lokale-service" {...sectionHeading(mark, copy, "local")}>
        <div className="grid gap-8 lg:grid-cols-[1.6fr_1fr]">
          <div>
            <Paragraphs text={town.localInfo} className="text-lg text-slate-700" mark={mark(town, "localInfo")} />
            {town.aiOptimizedContent && town.aiOptimizedContent.length > 0 && (
              <div className="mt-6">
                <RichText
                  value={town.aiOptimizedContent}
                  caseStudyLabel={settings.sampleLabels.caseStudy}
                  mark={itemMarks(mark, town, "aiOptimizedContent")}
                />
              </div>
            )}
          </div>
          <aside aria-label={copy.local.place} className="self-start rounded-[14px] bg-sand p-5">
            <p className="flex items-center gap-2 font-semibold">
              <MapPinIcon className="size-5 text-call-700" /> {copy.local.place}
            </p>
            <p className="mt-2 text-slate-700">{copy.local.distance}</p>
            <p className="mt-2 text-slate-700">{copy.local.response}</p>
          </aside>
        </div>
        {town.showStats && (
          <div className="mt-8">
            <StatsTiles settings={settings} variant="town" />
          </div>
        )}
      </Section>

      <Section id="spoed" tone="light" {...sectionHeading(mark, copy, "emergency")}>
        <ul className="grid gap-4 md:grid-cols-3">
          {copy.emergency.cards.map((card, index) => (
            <li key={card._key} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-sand-line">
              <span className="text-accent-600">{emergencyIcons[index % emergencyIcons.length]}</span>
              <h3 className="mt-2 font-semibold text-lg" {...cardMark(card, "title")}>
                {card.title}
              </h3>
              <p className="mt-1 text-slate-700" {...cardMark(card, "text")}>
                {card.text}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      {/*
        The services by name only: their descriptions are the services page's, word for word the same on every town
        page, so here each name links there instead.
      */}
      <Section id="diensten" {...sectionHeading(mark, copy, "services")}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((service) => (
            <li key={service._id}>
              <Link
                href={`${pathOf("services")}#${service.slug}`}
                className="flex min-h-11 items-center gap-3 rounded-xl border border-sand-line p-5 font-semibold text-brand-900 text-lg shadow-sm hover:bg-sand"
              >
                <span className="text-accent-600">{serviceIcons[service.icon]}</span>
                {service.title}
              </Link>
            </li>
          ))}
        </ul>
        <Link
          href={pathOf("services")}
          className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-2"
        >
          {copy.services.allServicesLink} <ArrowRightIcon className="size-4" />
        </Link>
      </Section>

      <Section id="veelgestelde-vragen" tone="light" {...sectionHeading(mark, copy, "faq")}>
        <div className="max-w-3xl">
          <FaqAccordion items={town.faqs} name="veelgestelde-vragen" mark={itemMarks(mark, town, "faqs")} />
        </div>
      </Section>

      <Section id="tips" {...sectionHeading(mark, copy, "tips")}>
        <ul className="grid gap-4 md:grid-cols-3">
          {tips.map((tip) => (
            <TipCard key={tip._id} tip={tip} fallbackHref={pathOf("tips")} mark={mark} />
          ))}
        </ul>
      </Section>

      <Section id="in-de-buurt" tone="light" title={town.cityBlock.title} headingMark={mark(town, "cityBlock.title")}>
        <div className="grid gap-8 lg:grid-cols-[1.6fr_1fr]">
          <Paragraphs
            text={town.cityBlock.body}
            className="text-lg text-slate-700"
            mark={mark(town, "cityBlock.body")}
          />
          <div>
            <h3 className="font-semibold text-lg">{copy.nearby.placesHeading}</h3>
            <ul className="place-chips mt-3 flex flex-wrap gap-2">
              {town.cityBlock.neighbourhoods.map((place) => (
                <li key={place}>{place}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      {(whyUs.length >= minimumListItems || quotesBelow) && (
        <Section id="waarom" {...sectionHeading(mark, copy, "whyUs")}>
          <WhyUsList lines={whyUs} />
          {quotesBelow && (
            <div className={whyUs.length >= minimumListItems ? "mt-8" : undefined}>
              <Testimonials
                items={town.quotes ?? []}
                words={reviewWords(settings)}
                mark={itemMarks(mark, town, "quotes")}
              />
            </div>
          )}
        </Section>
      )}

      <FinalCta closing={copy.finalCta} {...closingMarks} settings={settings} whatsappMessage={whatsappMessage} />

      <section aria-labelledby="plaats-voet" className="border-sand-line border-t bg-white py-8">
        <div className="mx-auto flex max-w-[75rem] flex-wrap items-center justify-between gap-4 px-4">
          <div>
            <h2 id="plaats-voet" className="font-semibold" {...mark(copy, "footerBand.heading")}>
              {copy.footerBand.heading}
            </h2>
            <p className="text-slate-700 text-sm">
              {settings.address.street}, {settings.address.postalCode} {settings.address.city} ·{" "}
              {settings.openingHours.emergency} ·{" "}
              <a className="underline underline-offset-2" href={tel}>
                {contact.phone.display}
              </a>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
