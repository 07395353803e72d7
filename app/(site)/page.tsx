import { CallButton, QuoteLink } from "@/components/ui/contact-buttons";
import { getHomePage } from "@/lib/content/pages";
import { getSiteSettings } from "@/lib/content/site-settings";

export default async function HomePage() {
  const [settings, page] = await Promise.all([getSiteSettings(), getHomePage()]);
  const { hero } = page;
  return (
    <section className="bg-brand-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <p className="font-semibold text-amber-300 text-sm uppercase tracking-wide">{hero.eyebrow}</p>
        <h1 className="mt-3 max-w-3xl font-extrabold text-3xl leading-tight sm:text-5xl">{hero.heading}</h1>
        <p className="mt-4 max-w-2xl text-brand-100 text-lg">{hero.intro}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <CallButton e164={settings.phone.e164} label={`Bel direct: ${settings.phone.display}`} />
          <QuoteLink label="Gratis offerte aanvragen" className="bg-white/10 ring-1 ring-white/40 hover:bg-white/20" />
        </div>
      </div>
    </section>
  );
}
