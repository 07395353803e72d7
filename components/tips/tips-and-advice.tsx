import Link from "next/link";
import { ContactActions } from "@/components/contact/contact-actions";
import { FinalCta } from "@/components/sections/final-cta";
import { CheckList } from "@/components/ui/cards";
import { ArrowLeftIcon, ArrowRightIcon, ClockIcon } from "@/components/ui/icons";
import { PageHero } from "@/components/ui/page-hero";
import { RichText } from "@/components/ui/rich-text";
import { Section } from "@/components/ui/section";
import type { getTipsPage } from "@/lib/content/pages";
import { contactDetails, type SiteSettings } from "@/lib/content/site-settings";
import { formatDutchMonth } from "@/lib/site/dates";
import { articlePath, pathOf } from "@/lib/site/routes";
import type { ArticleQueryResult } from "@/sanity.types";
import { TipCard } from "./tip-card";

/**
 * The tips-and-advice page. With `article` set (its own URL, /tips-en-advies/{slug}), the article opens in place
 * of the article overview, with a way back and the contact buttons under it (and no closing block: one call to
 * action is enough).
 */
export function TipsAndAdvice(props: {
  settings: SiteSettings;
  data: Awaited<ReturnType<typeof getTipsPage>>;
  article?: NonNullable<ArticleQueryResult>;
}) {
  const { settings, article } = props;
  const { page, tips, seasons, articles } = props.data;
  const contact = contactDetails(settings);
  // The article is as new as its last edit or the prices it names, whichever is later; a month is precise enough.
  const updated = article && [article.updatedAt, article.pricesUpdatedAt].filter(Boolean).sort().at(-1);
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        heading={page.hero.heading}
        intro={page.hero.intro}
        headingAs={article ? "p" : "h1"}
      >
        <ContactActions contact={contact} whatsappMessage={settings.whatsappMessages.general} />
      </PageHero>

      {article ? (
        <section id="artikel" aria-labelledby="artikel-titel" className="scroll-mt-20 bg-white py-12 sm:py-16">
          <article className="mx-auto max-w-3xl px-4 text-lg text-slate-800 leading-relaxed">
            <Link
              href={`${pathOf("tips")}#artikelen`}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline-offset-2 hover:underline"
            >
              <ArrowLeftIcon className="size-5" /> Terug naar het overzicht
            </Link>
            <p className="mt-6 font-semibold text-accent-600 text-sm uppercase tracking-wide">{article.category}</p>
            <h1 id="artikel-titel" className="mt-2 text-balance font-extrabold text-3xl text-brand-900 sm:text-4xl">
              {article.title}
            </h1>
            <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-base text-slate-700">
              <span className="inline-flex items-center gap-1">
                <ClockIcon className="size-4" /> {article.readTime} minuten lezen
              </span>
              {updated && <time dateTime={updated}>Bijgewerkt: {formatDutchMonth(updated)}</time>}
            </p>
            <p className="mt-6 font-medium text-xl">{article.excerpt}</p>
            <RichText value={article.body} caseStudyLabel={settings.sampleLabels.caseStudy} />
            <div className="mt-10 rounded-xl bg-brand-50 p-6">
              <p className="font-bold text-xl">{page.articleCta.heading}</p>
              <p className="mt-1 text-slate-700">{page.articleCta.text}</p>
              <div className="mt-4 flex flex-wrap gap-3">
                <ContactActions contact={contact} whatsappMessage={settings.whatsappMessages.general} showQuote />
              </div>
            </div>
            <Link
              href={`${pathOf("tips")}#artikelen`}
              className="mt-8 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline-offset-2 hover:underline"
            >
              <ArrowLeftIcon className="size-5" /> Terug naar het overzicht
            </Link>
          </article>
        </section>
      ) : (
        <>
          <Section id="tips" title={page.tipsSection.heading} intro={page.tipsSection.text}>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {tips.map((tip) => (
                <TipCard key={tip._id} tip={tip} fallbackHref="#artikelen" showPriority />
              ))}
            </ul>
          </Section>

          <Section id="artikelen" tone="light" title={page.articlesSection.heading} intro={page.articlesSection.text}>
            <ul className="grid gap-6 md:grid-cols-2">
              {articles.map((item) => (
                <li key={item._id} className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
                  <p className="flex flex-wrap items-center gap-x-3 font-semibold text-accent-600 text-sm">
                    <span>{item.category}</span>
                    <span className="inline-flex items-center gap-1 text-slate-700">
                      <ClockIcon className="size-4" /> {item.readTime} min
                    </span>
                  </p>
                  <h3 className="mt-2 font-bold text-xl">{item.title}</h3>
                  <p className="mt-2 flex-1 text-slate-700">{item.excerpt}</p>
                  <Link
                    href={`${articlePath(item.slug)}#artikel`}
                    className="mt-4 inline-flex min-h-11 items-center gap-2 self-start rounded-lg bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-900"
                  >
                    {/* No space before the colon: the link's name reads "Lees artikel: <title>". */}
                    Lees artikel<span className="sr-only">: {item.title}</span>
                    <ArrowRightIcon className="size-4" />
                  </Link>
                </li>
              ))}
            </ul>
          </Section>

          <Section id="seizoenen" title={page.seasonalSection.heading} intro={page.seasonalSection.text}>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {seasons.map((season) => (
                <li key={season._id} className="rounded-xl bg-brand-50 p-5">
                  <h3 className="font-bold text-lg capitalize">{season.title}</h3>
                  <CheckList items={season.items} className="mt-3" />
                </li>
              ))}
            </ul>
          </Section>
        </>
      )}

      {/* An article ends with its own call to action above; a second block with the same buttons would repeat it. */}
      {!article && (
        <FinalCta
          heading={page.closing.heading}
          text={page.closing.text}
          contact={contact}
          whatsappMessage={settings.whatsappMessages.general}
        />
      )}
    </>
  );
}
