import type { Metadata } from "next";
import { closingWords, FinalCta } from "@/components/sections/final-cta";
import { figuresShown, StatsTiles } from "@/components/sections/stats-tiles";
import { hasPhoto, type PhotoKind, TeamPhoto } from "@/components/sections/team-photo";
import { CardGrid } from "@/components/ui/cards";
import { MailIcon, MapPinIcon, PhoneIcon, ShieldIcon } from "@/components/ui/icons";
import { heroWords, PageHero } from "@/components/ui/page-hero";
import { Paragraphs, Section, sectionHeading } from "@/components/ui/section";
import { getAboutPage } from "@/lib/content/pages";
import { getSiteSettings } from "@/lib/content/site-settings";
import { editMarks, itemMarks } from "@/lib/sanity/edit-marks";
import { pageMetadata } from "@/lib/seo/metadata";
import { telHref } from "@/lib/site/contact-links";
import { pathOf } from "@/lib/site/routes";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getAboutPage();
  return pageMetadata({ title: page.seoTitle, description: page.seoDescription, path: pathOf("about") });
}

export default async function AboutPage() {
  const [settings, page, mark] = await Promise.all([getSiteSettings(), getAboutPage(), editMarks()]);
  const { address } = settings;
  const whatsappMessage = settings.whatsappMessages.general;
  // The team's own photo beside the heading once there is one; until then the bus at the workshop, and the team's
  // illustration with the people below (each picture once on the page).
  const [heroPhoto, peoplePhoto]: [PhotoKind, PhotoKind] = hasPhoto(settings, "team")
    ? ["team", "van"]
    : ["van", "team"];
  return (
    <>
      <PageHero
        {...heroWords(mark, page)}
        settings={settings}
        whatsappMessage={whatsappMessage}
        aside={<TeamPhoto settings={settings} kind={heroPhoto} sizes="(min-width: 1024px) 540px, 1px" />}
      />

      <Section id="wie-wij-zijn" {...sectionHeading(mark, page, "story")}>
        <div className="grid gap-8 lg:grid-cols-[1.5fr_1fr]">
          <Paragraphs text={page.story.body} mark={mark(page, "story.body")} className="text-lg text-slate-700" />
          <address className="min-w-0 space-y-3 rounded-[14px] bg-sand p-5 not-italic wrap-anywhere">
            <p className="font-semibold text-lg">{settings.companyName}</p>
            <p className="flex gap-2">
              <MapPinIcon className="size-5 shrink-0 text-call-700" />
              <span>
                {address.street}, {address.postalCode} {address.city}
              </span>
            </p>
            <p className="flex gap-2">
              <PhoneIcon className="size-5 shrink-0 text-call-700" />
              <a className="underline underline-offset-2" href={telHref(settings.phone.e164)}>
                {settings.phone.display}
              </a>
            </p>
            <p className="flex gap-2">
              <MailIcon className="size-5 shrink-0 text-call-700" />
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

      <Section id="wie-komt-er-langs" tone="light" {...sectionHeading(mark, page, "people")}>
        <div className="grid gap-8 lg:grid-cols-[1fr_1.2fr] lg:items-center">
          <Paragraphs text={page.people.text} mark={mark(page, "people.text")} className="text-lg text-slate-700" />
          <TeamPhoto settings={settings} kind={peoplePhoto} caption sizes="(min-width: 1024px) 600px, 100vw" />
        </div>
      </Section>

      {/* Figures the owner has not confirmed are left out, heading and all. */}
      {figuresShown(settings) && (
        <Section id="in-cijfers" {...sectionHeading(mark, page, "figuresHeading")}>
          <StatsTiles settings={settings} variant="results" />
        </Section>
      )}

      <Section id="waar-we-voor-staan" tone="light" {...sectionHeading(mark, page, "valuesHeading")}>
        <CardGrid cards={page.values} mark={itemMarks(mark, page, "values")} />
      </Section>

      <Section id="keurmerken" {...sectionHeading(mark, page, "certifications")}>
        <CardGrid
          cards={page.certifications.items}
          mark={itemMarks(mark, page, "certifications.items")}
          icon={<ShieldIcon />}
        />
      </Section>

      <FinalCta {...closingWords(mark, page, "cta")} settings={settings} whatsappMessage={whatsappMessage} />
    </>
  );
}
