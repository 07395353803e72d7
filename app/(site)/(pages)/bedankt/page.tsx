import type { Metadata } from "next";
import { ThankYou } from "@/components/contact/thank-you";
import { getThankYouPage } from "@/lib/content/pages";
import { contactDetails, getSiteSettings } from "@/lib/content/site-settings";
import { editMarks, lineMarks } from "@/lib/sanity/edit-marks";
import { pageMetadata } from "@/lib/seo/metadata";
import { pathOf } from "@/lib/site/routes";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getThankYouPage();
  // A confirmation page has no value in search results.
  return pageMetadata({
    title: page.seoTitle,
    description: page.seoDescription,
    path: pathOf("thankYou"),
    noindex: true,
  });
}

export default async function ThankYouPage() {
  const [settings, page, mark] = await Promise.all([getSiteSettings(), getThankYouPage(), editMarks()]);
  return (
    <ThankYou
      eyebrow={page.hero.eyebrow}
      heading={page.hero.heading}
      intro={page.hero.intro}
      stepsHeading={page.nextSteps.heading}
      steps={page.nextSteps.items}
      urgentNote={page.urgentNote}
      contact={contactDetails(settings)}
      whatsappMessage={settings.whatsappMessages.general}
      marks={{
        eyebrow: mark(page, "hero.eyebrow"),
        heading: mark(page, "hero.heading"),
        intro: mark(page, "hero.intro"),
        stepsHeading: mark(page, "nextSteps.heading"),
        step: lineMarks(mark, page, "nextSteps.items"),
        urgentNote: mark(page, "urgentNote"),
      }}
    />
  );
}
