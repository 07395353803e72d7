import type { Metadata } from "next";
import { closingWords, FinalCta } from "@/components/sections/final-cta";
import { figuresShown, StatsTiles } from "@/components/sections/stats-tiles";
import { CardGrid } from "@/components/ui/cards";
import { ShieldIcon } from "@/components/ui/icons";
import { heroWords, PageHero } from "@/components/ui/page-hero";
import { PageLinkArrow } from "@/components/ui/page-link";
import { Paragraphs, Section, sectionHeading, sectionWords } from "@/components/ui/section";
import { getWhyUsPage } from "@/lib/content/pages";
import { getSiteSettings } from "@/lib/content/site-settings";
import { editMarks, itemMarks } from "@/lib/sanity/edit-marks";
import { pageMetadata } from "@/lib/seo/metadata";
import { pathOf } from "@/lib/site/routes";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getWhyUsPage();
  return pageMetadata({ title: page.seoTitle, description: page.seoDescription, path: pathOf("whyUs") });
}

export default async function WhyUsPage() {
  const [settings, page, mark] = await Promise.all([getSiteSettings(), getWhyUsPage(), editMarks()]);
  const whatsappMessage = settings.whatsappMessages.general;
  return (
    <>
      <PageHero {...heroWords(mark, page)} settings={settings} whatsappMessage={whatsappMessage} />

      <Section id="voordelen" {...sectionHeading(mark, page, "benefitsHeading")}>
        <CardGrid cards={page.benefits} mark={itemMarks(mark, page, "benefits")} columns={4} icon={<ShieldIcon />} />
      </Section>

      {/* Figures the owner has not confirmed are left out, heading and all. */}
      {figuresShown(settings) && (
        <Section id="resultaten" tone="light" {...sectionWords(mark, page, "results")}>
          <StatsTiles settings={settings} variant="results" />
        </Section>
      )}

      <Section id="kwaliteit" {...sectionHeading(mark, page, "quality")}>
        <Paragraphs
          text={page.quality.body}
          mark={mark(page, "quality.body")}
          className="max-w-3xl text-lg text-slate-700"
        />
        {page.quality.link && <PageLinkArrow link={page.quality.link} className="mt-4 text-lg" />}
      </Section>

      <Section id="lokale-ervaring" tone="light" {...sectionHeading(mark, page, "localExperience")}>
        <Paragraphs
          text={page.localExperience.body}
          mark={mark(page, "localExperience.body")}
          className="max-w-3xl text-lg text-slate-700"
        />
      </Section>

      <FinalCta {...closingWords(mark, page, "cta")} settings={settings} whatsappMessage={whatsappMessage} />
    </>
  );
}
