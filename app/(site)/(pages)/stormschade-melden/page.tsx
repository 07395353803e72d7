import type { Metadata } from "next";
import { RequestForm } from "@/components/contact/request-form";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { getStormReportPage } from "@/lib/content/pages";
import { getSiteSettings } from "@/lib/content/site-settings";
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
  const [settings, page] = await Promise.all([getSiteSettings(), getStormReportPage()]);
  return (
    <>
      <PageHero settings={settings} hero={page.hero} whatsappMessage={settings.stormMode.whatsappMessage} />
      <Section id="melden" tone="light" title={page.form.heading} intro={page.form.text}>
        <div className="mx-auto max-w-xl space-y-4">
          <p className="rounded-xl bg-amber-50 p-4 font-medium text-amber-950 ring-1 ring-amber-300">
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
