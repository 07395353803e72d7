import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { closingWords, FinalCta } from "@/components/sections/final-cta";
import { hasPhoto, TeamPhoto } from "@/components/sections/team-photo";
import { CardGrid, CheckList } from "@/components/ui/cards";
import { CallButton } from "@/components/ui/contact-buttons";
import { AlertIcon, HomeIcon, SearchIcon, WrenchIcon } from "@/components/ui/icons";
import { heroWords, PageHero } from "@/components/ui/page-hero";
import { Paragraphs, Section, sectionHeading } from "@/components/ui/section";
import { getServicesPage } from "@/lib/content/pages";
import { getSiteSettings } from "@/lib/content/site-settings";
import { editMarks, itemMarks, itemPath, lineMarks } from "@/lib/sanity/edit-marks";
import { pageMetadata } from "@/lib/seo/metadata";
import { pathOf } from "@/lib/site/routes";

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await getServicesPage();
  return pageMetadata({ title: page.seoTitle, description: page.seoDescription, path: pathOf("services") });
}

const icons: Record<string, ReactNode> = {
  search: <SearchIcon className="size-7" />,
  alert: <AlertIcon className="size-7" />,
  wrench: <WrenchIcon className="size-7" />,
  home: <HomeIcon className="size-7" />,
};

export default async function ServicesPage() {
  const [settings, { page, services }, mark] = await Promise.all([getSiteSettings(), getServicesPage(), editMarks()]);
  return (
    <>
      <PageHero
        {...heroWords(mark, page)}
        settings={settings}
        whatsappMessage={settings.whatsappMessages.maintenance}
        aside={
          hasPhoto(settings, "team") ? (
            <TeamPhoto settings={settings} kind="team" sizes="(min-width: 1024px) 540px, 1px" />
          ) : undefined
        }
      />

      <Section id="diensten" {...sectionHeading(mark, page, "servicesHeading")}>
        <ul className="grid gap-6 md:grid-cols-2">
          {services.map((service) => (
            // Each service has an address of its own (#lekdetectie): the town pages link to it.
            <li
              key={service._id}
              id={service.slug ?? undefined}
              className="scroll-mt-20 rounded-[14px] border border-sand-line p-6 shadow-sm"
            >
              <div className="flex items-center gap-3">
                <span className="flex size-12 items-center justify-center rounded-[10px] bg-sand text-call-700">
                  {icons[service.icon]}
                </span>
                <h3 className="font-bold text-xl" {...mark({ _id: service._id, _type: "service" }, "title")}>
                  {service.title}
                </h3>
              </div>
              <p
                className="mt-3 font-medium text-slate-800"
                {...mark({ _id: service._id, _type: "service" }, "summary")}
              >
                {service.summary}
              </p>
              <Paragraphs
                text={service.body}
                className="mt-3 text-slate-700"
                mark={mark({ _id: service._id, _type: "service" }, "body")}
              />
              <CheckList
                items={service.points}
                className="mt-4"
                mark={lineMarks(mark, { _id: service._id, _type: "service" }, "points")}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="wanneer-bellen" tone="light" {...sectionHeading(mark, page, "whenToCall")}>
        <CheckList
          items={page.whenToCall.items}
          className="grid gap-3 text-lg sm:grid-cols-2 sm:space-y-0"
          mark={lineMarks(mark, page, "whenToCall.items")}
        />
      </Section>

      <Section id="aanpak" {...sectionHeading(mark, page, "approach")}>
        <CardGrid cards={page.approach.steps} mark={itemMarks(mark, page, "approach.steps")} numbered columns={4} />
      </Section>

      <Section id="soorten-daken" tone="light" {...sectionHeading(mark, page, "roofTypes")}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {page.roofTypes.groups.map((group) => (
            <li key={group._key} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-sand-line">
              <h3 className="font-bold text-xl" {...mark(page, itemPath("roofTypes.groups", group._key, "title"))}>
                {group.title}
              </h3>
              <p className="mt-2 text-slate-700" {...mark(page, itemPath("roofTypes.groups", group._key, "text"))}>
                {group.text}
              </p>
              <CheckList
                items={group.items}
                className="mt-4"
                mark={lineMarks(mark, page, itemPath("roofTypes.groups", group._key, "items"))}
              />
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          <CallButton e164={settings.phone.e164} label={settings.contactButtons.call} />
          <Link
            href={pathOf("emergency")}
            className="inline-flex min-h-12 items-center gap-2 rounded-[10px] bg-white px-5 py-2 font-bold text-ink text-lg ring-2 ring-ink-2 ring-inset hover:bg-sand"
          >
            <AlertIcon /> {page.emergencyLink}
          </Link>
        </div>
      </Section>

      <FinalCta
        {...closingWords(mark, page, "cta")}
        settings={settings}
        whatsappMessage={settings.whatsappMessages.maintenance}
      />
    </>
  );
}
