import Image from "next/image";
import type { ReactNode } from "react";
import { RequestForm } from "@/components/contact/request-form";
import { SampleLabel } from "@/components/sections/sample-label";
import { hasPhoto, TeamPhoto } from "@/components/sections/team-photo";
import { CheckList } from "@/components/ui/cards";
import { CallButton, WhatsAppButton } from "@/components/ui/contact-buttons";
import { PageHero } from "@/components/ui/page-hero";
import type { ContactDetails, SiteSettings } from "@/lib/content/site-settings";
import type { TownCopy } from "@/lib/content/town-copy";
import type { Town } from "@/lib/content/towns";
import { type EditMark, headingAndText, itemPath } from "@/lib/sanity/edit-marks";
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
  /** Click-to-edit marks in a preview (lib/sanity/edit-marks.ts); none on the public page. */
  mark?: EditMark;
};

/**
 * The standard town hero: the town's heading and its own line, call, WhatsApp and quote, the on-site promise as the
 * status line, and the "Direct hulp" card with the town's number on the right (a photo of the team once there is
 * one).
 */
/** The mark of a town hero's heading: the town's own heading where it has one, else the shared one (`shared`). */
const headingMark = ({ town, copy, mark }: HeroProps, shared: string) =>
  town.heroHeading?.trim() ? mark?.(town, "heroHeading") : mark?.(copy, shared);

export function StandardTownHero(props: HeroProps) {
  const { town, copy, whatsappMessage, settings, mark } = props;
  const words = copy.standardHero;
  return (
    <PageHero
      settings={settings}
      hero={{ eyebrow: words.eyebrow, heading: words.heading, intro: town.heroIntro, status: words.badge }}
      headingMark={headingMark(props, "standardHero.heading")}
      textMark={mark?.(town, "heroIntro")}
      mark={mark}
      whatsappMessage={whatsappMessage}
      showQuote
      aside={
        hasPhoto(settings, "team") ? (
          <TeamPhoto settings={settings} kind="team" sizes="(min-width: 1024px) 540px, 1px" />
        ) : undefined
      }
    />
  );
}

/**
 * The leak hero of the bigger towns: promise, three actions and the one-minute form on the right (on a phone under
 * the trust bar, which the hero then holds itself). Its points show from 1024 px, where there is room beside the
 * form; the customer quotes are in the page's "why us" block.
 */
export function LeakTownHero(props: HeroProps) {
  const { town, copy, contact, whatsappMessage, settings, mark } = props;
  const words = copy.leakHero;
  return (
    <PageHero
      settings={settings}
      hero={{ heading: words.heading, intro: town.heroIntro }}
      headingMark={headingMark(props, "leakHero.heading")}
      textMark={mark?.(town, "heroIntro")}
      mark={mark}
      whatsappMessage={whatsappMessage}
      trust="inline"
      asideOnPhone
      actions={
        <>
          <CallButton e164={contact.phone.e164} label={words.callLabel} className="max-sm:col-span-2 max-sm:min-h-14" />
          <a
            href="#contact-form"
            className="inline-flex min-h-12 items-center justify-center rounded-[10px] px-5 py-2 font-bold text-lg text-white ring-2 ring-white/70 ring-inset hover:bg-white/10 max-sm:min-w-0 max-sm:px-2"
          >
            {words.formLink}
          </a>
          <WhatsAppButton
            number={contact.whatsappNumber}
            message={whatsappMessage}
            label={contact.labels.whatsapp}
            className="max-sm:min-w-0 max-sm:px-2"
          />
        </>
      }
      afterIntro={<CheckList className="mt-6 hidden text-lg lg:block [&_svg]:text-green-400" items={words.points} />}
      aside={
        <section
          id="contact-form"
          aria-labelledby="aanvraag-titel"
          className="scroll-mt-20 rounded-[14px] bg-white p-5 text-slate-900 shadow-xl sm:p-6"
        >
          <h2 id="aanvraag-titel" className="font-bold text-2xl text-ink">
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
        </section>
      }
    />
  );
}

/**
 * A town with its own layout (Schijndel): own hero with its picture, 'Zo werken wij', 'Recent werk', repeated call
 * buttons. Recent work the owner has not marked as their own shows an illustration, and says so with the settings'
 * label.
 */
export function CustomTownHero({ town, copy, contact, whatsappMessage, settings, mark }: HeroProps) {
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
      <PageHero
        settings={settings}
        hero={{
          eyebrow: words.eyebrow,
          heading: custom.heading,
          intro: custom.subheading,
          status: copy.standardHero.badge,
        }}
        {...(mark && headingAndText(mark, town, "customHero", "subheading"))}
        mark={mark}
        whatsappMessage={whatsappMessage}
        showQuote
        aside={
          first?.src ? (
            <div className="relative aspect-video overflow-hidden rounded-2xl shadow-2xl">
              <Image
                src={sizedImageSrc(first.src, { width: 1600, height: 900 })}
                alt={first.alt}
                fill
                sizes="(min-width: 1024px) 540px, 1px"
                className="object-cover"
              />
              {!first.ownWork && <SampleLabel text={illustration} className="absolute top-3 left-3" />}
            </div>
          ) : undefined
        }
      />
      <CustomTownBand id="zo-werken-wij" heading={words.stepsHeading} tone="bg-white" call={call}>
        <ol className="mt-8 grid gap-4 md:grid-cols-3">
          {custom.steps.map((step, index) => (
            <li key={step._key} className="rounded-[14px] border border-sand-line p-5 shadow-sm">
              <span
                className="flex size-9 items-center justify-center rounded-full bg-ink-2 font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3
                className="mt-3 font-semibold text-lg"
                {...mark?.(town, itemPath("customHero.steps", step._key, "title"))}
              >
                {step.title}
              </h3>
              <p className="mt-2 text-slate-700" {...mark?.(town, itemPath("customHero.steps", step._key, "text"))}>
                {step.text}
              </p>
            </li>
          ))}
        </ol>
      </CustomTownBand>
      <CustomTownBand id="recent-werk" heading={heading} tone="bg-sand" call={call}>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {custom.recentWork.map((work) => (
            <li key={work._key} className="overflow-hidden rounded-[14px] bg-white shadow-sm ring-1 ring-sand-line">
              {work.src && (
                <div className="relative aspect-video">
                  <Image
                    src={sizedImageSrc(work.src, { width: 1200, height: 675 })}
                    alt={work.alt}
                    fill
                    sizes="(min-width: 768px) 360px, 100vw"
                    // Below the hero: it waits for what the first screen needs (see BeforeAfterGallery).
                    fetchPriority="low"
                    className="object-cover"
                  />
                </div>
              )}
              <div className="p-4">
                {!work.ownWork && <SampleLabel text={illustration} className="mb-2" />}
                <h3
                  className="font-semibold text-lg"
                  {...mark?.(town, itemPath("customHero.recentWork", work._key, "title"))}
                >
                  {work.title}
                </h3>
                <p
                  className="mt-1 text-slate-700"
                  {...mark?.(town, itemPath("customHero.recentWork", work._key, "caption"))}
                >
                  {work.caption}
                </p>
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
  tone: "bg-white" | "bg-sand";
  call: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={props.id} className={`${props.tone} py-12 lg:py-20`}>
      <div className="mx-auto max-w-[75rem] px-4 sm:px-6">
        <h2 id={props.id} className="type-h2 text-ink">
          {props.heading}
        </h2>
        {props.children}
        <div className="mt-8">{props.call}</div>
      </div>
    </section>
  );
}
