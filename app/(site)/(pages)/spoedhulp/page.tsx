import type { Metadata } from "next";
import { FinalCta } from "@/components/sections/final-cta";
import { CardGrid, CheckList } from "@/components/ui/cards";
import { PageHero } from "@/components/ui/page-hero";
import { Section, sectionHeading } from "@/components/ui/section";
import { getEmergencyPage } from "@/lib/content/pages";
import { getSiteSettings } from "@/lib/content/site-settings";
import { editMarks, itemMarks } from "@/lib/sanity/edit-marks";
import { pageMetadata } from "@/lib/seo/metadata";
import { pathOf } from "@/lib/site/routes";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getEmergencyPage();
  return pageMetadata({ title: page.seoTitle, description: page.seoDescription, path: pathOf("emergency") });
}

export default async function EmergencyPage() {
  const [settings, page, mark] = await Promise.all([getSiteSettings(), getEmergencyPage(), editMarks()]);
  const urgent = settings.whatsappMessages.urgent;
  return (
    <>
      <PageHero
        page={page}
        mark={mark}
        settings={settings}
        whatsappMessage={urgent}
        callLabel={`Bel nu: ${settings.phone.display}`}
      />

      <Section id="situaties" {...sectionHeading(mark, page, "situationsHeading")}>
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-[14px] border-2 border-call-600 p-5">
            <h3 className="font-bold text-call-700 text-xl">{page.acute.heading}</h3>
            <CheckList items={page.acute.items} className="mt-4" />
          </div>
          <div className="rounded-[14px] border-2 border-ink-2 p-5">
            <h3 className="font-bold text-ink text-xl">{page.urgent.heading}</h3>
            <CheckList items={page.urgent.items} className="mt-4" />
          </div>
        </div>
      </Section>

      <Section id="stappen" tone="light" {...sectionHeading(mark, page, "steps")}>
        <CardGrid cards={page.steps.items} mark={itemMarks(mark, page, "steps.items")} numbered columns={4} />
      </Section>

      <Section id="terwijl-je-wacht" {...sectionHeading(mark, page, "whileWaiting")}>
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-[14px] bg-sand p-5">
            <h3 className="font-bold text-xl">{page.whileWaiting.doHeading}</h3>
            <CheckList items={page.whileWaiting.do} className="mt-4" />
          </div>
          <div className="rounded-[14px] bg-sand p-5">
            <h3 className="font-bold text-xl">{page.whileWaiting.dontHeading}</h3>
            <CheckList items={page.whileWaiting.dont} negative className="mt-4" />
          </div>
        </div>
      </Section>

      <FinalCta
        page={page}
        field="finalCta"
        mark={mark}
        settings={settings}
        whatsappMessage={urgent}
        showQuote={false}
      />
    </>
  );
}
