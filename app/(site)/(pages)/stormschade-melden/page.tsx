import type { Metadata } from "next";
import { RequestForm } from "@/components/contact/request-form";
import { heroWords, PageHero } from "@/components/ui/page-hero";
import { Section, sectionWords } from "@/components/ui/section";
import { getStormReportPage } from "@/lib/content/pages";
import { getSiteSettings } from "@/lib/content/site-settings";
import { editMarks } from "@/lib/sanity/edit-marks";
import { pageMetadata } from "@/lib/seo/metadata";
import { pathOf } from "@/lib/site/routes";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getStormReportPage();
  // Reached from the storm banner; a search result for it would outlive the storm.
  return pageMetadata({
    title: page.seoTitle,
    description: page.seoDescription,
    path: pathOf("stormReport"),
    noindex: true,
  });
}

/** The storm damage report: only what a roofer needs to triage (name, phone, address, damage, water, photos). */
export default async function StormReportPage() {
  const [settings, page, mark] = await Promise.all([getSiteSettings(), getStormReportPage(), editMarks()]);
  return (
    <>
      <PageHero {...heroWords(mark, page)} settings={settings} whatsappMessage={settings.stormMode.whatsappMessage} />
      <Section id="melden" tone="light" {...sectionWords(mark, page, "form")}>
        <div className="mx-auto max-w-xl space-y-4">
          <p
            className="rounded-xl bg-amber-50 p-4 font-medium text-amber-950 ring-1 ring-amber-300"
            {...mark(page, "urgentNote")}
          >
            {page.urgentNote}
          </p>
          <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-sand-line">
            <RequestForm
              variant="storm"
              formName={page.formName}
              pagePath={pathOf("stormReport")}
              phone={settings.phone}
              whatsapp={settings.whatsapp.number}
            />
          </div>
        </div>
      </Section>
    </>
  );
}
