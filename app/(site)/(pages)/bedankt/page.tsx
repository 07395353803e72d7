import type { Metadata } from "next";
import Link from "next/link";
import { ContactActions } from "@/components/contact/contact-actions";
import { CheckList } from "@/components/ui/cards";
import { HomeIcon } from "@/components/ui/icons";
import { Section } from "@/components/ui/section";
import { getThankYouPage } from "@/lib/content/pages";
import { contactDetails, getSiteSettings } from "@/lib/content/site-settings";
import { pageMetadata } from "@/lib/site/metadata";
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
  const [settings, page] = await Promise.all([getSiteSettings(), getThankYouPage()]);
  return (
    <Section>
      <div className="mx-auto max-w-2xl text-center">
        {page.hero.eyebrow && <p className="font-semibold text-accent-600 text-sm uppercase">{page.hero.eyebrow}</p>}
        <h1 className="mt-2 font-extrabold text-3xl text-brand-900 sm:text-4xl">{page.hero.heading}</h1>
        <p className="mt-4 text-lg text-slate-700">{page.hero.intro}</p>
      </div>
      <div className="mx-auto mt-8 max-w-xl rounded-xl bg-brand-50 p-6">
        <h2 className="font-bold text-xl">{page.nextSteps.heading}</h2>
        <CheckList items={page.nextSteps.items} className="mt-4" />
      </div>
      <p className="mx-auto mt-8 max-w-xl text-center font-medium">{page.urgentNote}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ContactActions contact={contactDetails(settings)} whatsappMessage={settings.whatsappMessages.general} />
        <Link
          href="/"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-6 py-3 font-semibold text-brand-800 text-lg ring-2 ring-brand-800 hover:bg-brand-50"
        >
          <HomeIcon className="size-5" /> Terug naar home
        </Link>
      </div>
    </Section>
  );
}
