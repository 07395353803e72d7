import type { Metadata } from "next";
import { ThankYou } from "@/components/contact/thank-you";
import { getStormReportPage } from "@/lib/content/pages";
import { contactDetails, getSiteSettings } from "@/lib/content/site-settings";
import { editMarks, lineMarks } from "@/lib/sanity/edit-marks";
import { pageMetadata } from "@/lib/seo/metadata";
import { pathOf } from "@/lib/site/routes";

export async function generateMetadata(): Promise<Metadata> {
  const [page, settings] = await Promise.all([getStormReportPage(), getSiteSettings()]);
  return pageMetadata({
    // Every title ends with the brand (studio/checks/titles.ts); this page's heading doubles as its title.
    title: `${page.thanks.heading} | ${settings.companyName}`,
    description: page.thanks.intro,
    path: pathOf("stormThankYou"),
    noindex: true,
  });
}

/**
 * Where a storm report (or any request while storm mode is on) lands. It has its own words: after a storm the
 * ordinary call-back promise does not hold, leaks with water inside go first, and a storm repair is paid work.
 */
export default async function StormThankYouPage() {
  const [settings, page, mark] = await Promise.all([getSiteSettings(), getStormReportPage(), editMarks()]);
  return (
    <ThankYou
      heading={page.thanks.heading}
      intro={page.thanks.intro}
      stepsHeading={page.thanks.stepsHeading}
      steps={page.thanks.steps}
      urgentNote={page.thanks.urgentNote}
      contact={contactDetails(settings)}
      whatsappMessage={settings.stormMode.whatsappMessage}
      marks={{
        heading: mark(page, "thanks.heading"),
        intro: mark(page, "thanks.intro"),
        stepsHeading: mark(page, "thanks.stepsHeading"),
        step: lineMarks(mark, page, "thanks.steps"),
        urgentNote: mark(page, "thanks.urgentNote"),
      }}
    />
  );
}
