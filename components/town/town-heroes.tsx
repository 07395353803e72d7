import Image from "next/image";
import type { ReactNode } from "react";
import { ContactActions } from "@/components/contact/contact-actions";
import { RequestForm } from "@/components/contact/request-form";
import { SampleLabel } from "@/components/sections/sample-label";
import { reviewWords, Testimonials } from "@/components/sections/testimonials";
import { CheckList } from "@/components/ui/cards";
import { CallButton, WhatsAppButton } from "@/components/ui/contact-buttons";
import { ClockIcon } from "@/components/ui/icons";
import type { ContactDetails, SiteSettings } from "@/lib/content/site-settings";
import type { TownCopy } from "@/lib/content/town-copy";
import type { Town } from "@/lib/content/towns";
import { sizedImageSrc } from "@/lib/sanity/image-url";
import { townPath } from "@/lib/site/routes";

/**
 * `copy` holds the shared town-page words (Studio → Plaatspagina’s), already filled in for this town; `settings`
 * the company's, among them the labels on sample quotes and illustrations.
 */
type HeroProps = {
  town: Town;
  copy: TownCopy;
  contact: ContactDetails;
  whatsappMessage: string;
  settings: SiteSettings;
};

/** The standard town hero: call, WhatsApp and the on-site promise. */
export function StandardTownHero({ town, copy, contact, whatsappMessage }: HeroProps) {
  return (
    <TownHeroBand>
      <p className="font-semibold text-amber-300 text-sm uppercase tracking-wide">{copy.standardHero.eyebrow}</p>
      <h1 className="mt-3 max-w-3xl text-balance font-extrabold text-3xl leading-tight sm:text-5xl">
        {copy.standardHero.heading}
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-white/90">{town.heroIntro}</p>
      <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 font-semibold">
        <ClockIcon className="size-5 text-amber-300" /> {copy.standardHero.badge}
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ContactActions contact={contact} whatsappMessage={whatsappMessage} />
      </div>
    </TownHeroBand>
  );
}

/** The alternative leak hero: promise, bullets, three actions, two customer quotes and the one-minute form. */
export function LeakTownHero({ town, copy, contact, whatsappMessage, settings }: HeroProps) {
  const words = copy.leakHero;
  return (
    <TownHeroBand layout="grid gap-10 lg:grid-cols-[1.2fr_1fr]">
      <div>
        <h1 className="text-balance font-extrabold text-3xl leading-tight sm:text-5xl">{words.heading}</h1>
        <p className="mt-4 text-lg text-white/90">{town.heroIntro}</p>
        <CheckList className="mt-6 text-lg [&_svg]:text-green-400" items={words.points} />
        <div className="mt-8 flex flex-wrap gap-3">
          <CallButton e164={contact.phone.e164} label={words.callLabel} />
          <a
            href="#contact-form"
            className="inline-flex min-h-11 items-center rounded-lg bg-white px-6 py-3 font-semibold text-brand-900 text-lg hover:bg-brand-50"
          >
            {words.formLink}
          </a>
          <WhatsAppButton number={contact.whatsappNumber} message={whatsappMessage} label={contact.labels.whatsapp} />
        </div>
        {town.quotes && town.quotes.length > 0 && (
          <div className="mt-8">
            <Testimonials items={town.quotes.slice(0, 2)} words={reviewWords(settings)} onDark columns={2} />
          </div>
        )}
      </div>
      <aside
        id="contact-form"
        aria-labelledby="aanvraag-titel"
        className="scroll-mt-20 self-start rounded-xl bg-white p-6 text-slate-900 shadow-xl"
      >
        <h2 id="aanvraag-titel" className="font-bold text-2xl">
          {words.formHeading}
        </h2>
        <p className="mt-1 text-slate-700">{words.formIntro}</p>
        <div className="mt-4">
          <RequestForm
            variant="minimal"
            formName={`Aanvraag ${town.name}`}
            pagePath={townPath(town.slug)}
            town={town.slug}
            phone={contact.phone}
            whatsapp={contact.whatsappNumber}
          />
        </div>
      </aside>
    </TownHeroBand>
  );
}

/**
 * A town with its own layout (Schijndel): own hero, 'Zo werken wij', 'Recent werk', repeated call buttons. Recent
 * work the owner has not marked as their own shows an illustration, and says so with the settings' label.
 */
export function CustomTownHero({ town, copy, contact, whatsappMessage, settings }: HeroProps) {
  const custom = town.customHero;
  const words = copy.customHero;
  if (!custom) return null;
  const first = custom.recentWork[0];
  const illustration = settings.sampleLabels.illustration;
  // Illustrations are no recent work: until the owner marks a job as real, the heading says what they show.
  const heading = custom.recentWork.some((work) => work.ownWork) ? words.recentWorkHeading : words.illustrationsHeading;
  const call = <CallButton e164={contact.phone.e164} label={words.callLabel} />;
  return (
    <>
      <TownHeroBand layout="grid gap-8 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="font-semibold text-amber-300 text-sm uppercase tracking-wide">{words.eyebrow}</p>
          <h1 className="mt-3 text-balance font-extrabold text-3xl leading-tight sm:text-5xl">{custom.heading}</h1>
          <p className="mt-4 text-lg text-white/90">{custom.subheading}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ContactActions contact={contact} whatsappMessage={whatsappMessage} showQuote onDark />
          </div>
        </div>
        {first?.src && (
          <div className="relative aspect-video overflow-hidden rounded-xl shadow-2xl">
            <Image
              src={sizedImageSrc(first.src, { width: 1600, height: 900 })}
              alt={first.alt}
              fill
              priority
              sizes="(min-width: 1024px) 560px, 100vw"
              className="object-cover"
            />
            {!first.ownWork && <SampleLabel text={illustration} className="absolute bottom-3 left-3" />}
          </div>
        )}
      </TownHeroBand>
      <CustomTownBand id="zo-werken-wij" heading={words.stepsHeading} tone="bg-white" call={call}>
        <ol className="mt-8 grid gap-4 md:grid-cols-3">
          {custom.steps.map((step, index) => (
            <li key={step._key} className="rounded-xl border border-brand-100 p-5 shadow-sm">
              <span
                className="flex size-9 items-center justify-center rounded-full bg-brand-800 font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold text-lg">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </CustomTownBand>
      <CustomTownBand id="recent-werk" heading={heading} tone="bg-brand-50" call={call}>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {custom.recentWork.map((work) => (
            <li key={work._key} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-brand-100">
              {work.src && (
                <div className="relative aspect-video">
                  <Image
                    src={sizedImageSrc(work.src, { width: 1200, height: 675 })}
                    alt={work.alt}
                    fill
                    sizes="(min-width: 768px) 360px, 100vw"
                    className="object-cover"
                  />
                </div>
              )}
              <div className="p-4">
                {!work.ownWork && <SampleLabel text={illustration} className="mb-2" />}
                <h3 className="font-semibold text-lg">{work.title}</h3>
                <p className="mt-1 text-slate-700">{work.caption}</p>
              </div>
            </li>
          ))}
        </ul>
      </CustomTownBand>
    </>
  );
}

/**
 * A band of the custom town layout: its own heading (not the shared Section's heading style, which is wider and
 * sits in a wrapper), the content, and the call button again at the end.
 */
function CustomTownBand(props: {
  id: string;
  heading: string;
  tone: "bg-white" | "bg-brand-50";
  call: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={props.id} className={`${props.tone} py-12 sm:py-16`}>
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={props.id} className="font-bold text-2xl sm:text-3xl">
          {props.heading}
        </h2>
        {props.children}
        <div className="mt-8">{props.call}</div>
      </div>
    </section>
  );
}

/** The dark band at the top of every town page; `layout` adds the grid of a hero with a form or a photo beside it. */
function TownHeroBand({ layout, children }: { layout?: string; children: ReactNode }) {
  return (
    <section className="bg-brand-900 text-white">
      <div className={["mx-auto max-w-6xl px-4 py-12 sm:py-16", layout].filter(Boolean).join(" ")}>{children}</div>
    </section>
  );
}
