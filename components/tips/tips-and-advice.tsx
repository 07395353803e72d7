import Link from "next/link";
import { ContactActions } from "@/components/contact/contact-actions";
import { closingWords, FinalCta } from "@/components/sections/final-cta";
import { CheckList } from "@/components/ui/cards";
import { ArrowLeftIcon, ArrowRightIcon, ClockIcon } from "@/components/ui/icons";
import { heroWords, PageHero } from "@/components/ui/page-hero";
import { RichText } from "@/components/ui/rich-text";
import { Section, sectionWords } from "@/components/ui/section";
import type { getTipsPage } from "@/lib/content/pages";
import { pageLabel, type SitePageLink } from "@/lib/content/site-pages";
import { contactDetails, type SiteSettings } from "@/lib/content/site-settings";
import { type EditMark, itemMarks } from "@/lib/sanity/edit-marks";
import { articlePath, pathOf } from "@/lib/site/routes";
import { formatDutchMonth } from "@/lib/time/dutch-time";
import type { ArticleQueryResult } from "@/sanity.types";
import { TipCard } from "./tip-card";

/**
 * The tips-and-advice page. With `article` set (its own URL, /tips-en-advies/{slug}), the article instead: its
 * breadcrumb, category, title and date in the hero, the body, the contact buttons under it and a way back (no
 * closing block: one call to action is enough).
 */
export function TipsAndAdvice(props: {
  settings: SiteSettings;
  data: Awaited<ReturnType<typeof getTipsPage>>;
  article?: NonNullable<ArticleQueryResult>;
  /** The site's pages, for an article's breadcrumb. */
  pages?: SitePageLink[];
  /** Click-to-edit marks in a preview (lib/sanity/edit-marks.ts); none on the public page. */
  mark?: EditMark;
}) {
  const { settings, article, mark } = props;
  const { page, tips, seasons, articles } = props.data;
  const contact = contactDetails(settings);
  const whatsappMessage = settings.whatsappMessages.general;
  // The article is as new as its last edit or the prices it names, whichever is later; a month is precise enough.
  const updated = article && [article.updatedAt, article.pricesUpdatedAt].filter(Boolean).sort().at(-1);
  if (article) {
    const crumbs = props.pages
      ? [
          { href: pathOf("home"), label: pageLabel(props.pages, "home") },
          { href: pathOf("tips"), label: pageLabel(props.pages, "tips") },
        ]
      : [];
    const articleDocument = { _id: article._id, _type: "article" };
    return (
      // The article's own title, category and date open the page (its hero); the body follows. `#artikel` is the
      // whole article, so a link to it lands on its title.
      <article id="artikel" aria-labelledby="artikel-titel" className="scroll-mt-20">
        <PageHero
          settings={settings}
          before={
            crumbs.length > 0 && (
              <nav aria-label="Kruimelpad" className="mb-4 text-[15px] text-white/80">
                <ol className="flex flex-wrap items-center gap-x-2">
                  {crumbs.map((crumb) => (
                    <li key={crumb.href} className="flex items-center gap-2">
                      <Link href={crumb.href} className="underline underline-offset-2 hover:text-white">
                        {crumb.label}
                      </Link>
                      <span aria-hidden="true">›</span>
                    </li>
                  ))}
                </ol>
              </nav>
            )
          }
          hero={{ eyebrow: article.category, heading: article.title }}
          headingId="artikel-titel"
          headingMark={mark?.(articleDocument, "title")}
          mark={mark}
          meta={
            <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-[15px] text-white/85">
              <span className="inline-flex items-center gap-1">
                <ClockIcon className="size-4" /> {article.readTime} minuten lezen
              </span>
              {updated && <time dateTime={updated}>Bijgewerkt: {formatDutchMonth(updated)}</time>}
            </p>
          }
          whatsappMessage={whatsappMessage}
        />
        <div className="bg-white py-12 lg:py-16">
          <div className="mx-auto max-w-3xl px-4 text-lg text-slate-800 leading-relaxed sm:px-6">
            <p className="font-medium text-ink text-xl" {...mark?.(articleDocument, "excerpt")}>
              {article.excerpt}
            </p>
            <RichText
              value={article.body}
              caseStudyLabel={settings.sampleLabels.caseStudy}
              mark={mark && itemMarks(mark, articleDocument, "body")}
            />
            <div data-article-cta className="mt-10 rounded-[14px] bg-sand p-6">
              <p className="font-bold text-ink text-xl">{page.articleCta.heading}</p>
              <p className="mt-1 text-slate-700">{page.articleCta.text}</p>
              <div className="mt-4 flex flex-wrap gap-3">
                <ContactActions contact={contact} whatsappMessage={whatsappMessage} showQuote />
              </div>
            </div>
            <Link
              href={`${pathOf("tips")}#artikelen`}
              className="mt-8 inline-flex min-h-11 items-center gap-2 font-semibold text-ink-2 underline-offset-2 hover:underline"
            >
              <ArrowLeftIcon className="size-5" /> Terug naar het overzicht
            </Link>
          </div>
        </div>
      </article>
    );
  }
  return (
    <>
      <PageHero {...heroWords(mark, page)} settings={settings} whatsappMessage={whatsappMessage} />

      <Section id="tips" {...sectionWords(mark, page, "tipsSection")}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {tips.map((tip) => (
            <TipCard key={tip._id} tip={tip} fallbackHref="#artikelen" showPriority mark={mark} />
          ))}
        </ul>
      </Section>

      <Section id="artikelen" tone="light" {...sectionWords(mark, page, "articlesSection")}>
        <ul className="grid gap-6 md:grid-cols-2">
          {articles.map((item) => (
            <li key={item._id} className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-sand-line">
              <p className="flex flex-wrap items-center gap-x-3 font-semibold text-accent-600 text-sm">
                <span>{item.category}</span>
                <span className="inline-flex items-center gap-1 text-slate-700">
                  <ClockIcon className="size-4" /> {item.readTime} min
                </span>
              </p>
              <h3 className="mt-2 font-bold text-xl" {...mark?.({ _id: item._id, _type: "article" }, "title")}>
                {item.title}
              </h3>
              <p className="mt-2 flex-1 text-slate-700" {...mark?.({ _id: item._id, _type: "article" }, "excerpt")}>
                {item.excerpt}
              </p>
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

      <Section id="seizoenen" {...sectionWords(mark, page, "seasonalSection")}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {seasons.map((season) => (
            <li key={season._id} className="rounded-xl bg-sand p-5">
              <h3 className="font-bold text-lg capitalize">{season.title}</h3>
              <CheckList items={season.items} className="mt-3" />
            </li>
          ))}
        </ul>
      </Section>

      <FinalCta {...closingWords(mark, page, "closing")} settings={settings} whatsappMessage={whatsappMessage} />
    </>
  );
}
