import type { ReactNode } from "react";
import { ContactActions } from "@/components/contact/contact-actions";
import { DirectHelpCard } from "@/components/sections/direct-help-card";
import { TrustBar } from "@/components/sections/trust-bar";
import { contactDetails, type SiteSettings } from "@/lib/content/site-settings";
import { type EditableDocument, type EditMark, headingAndText, type MarkAttributes } from "@/lib/sanity/edit-marks";
import type { Hero } from "@/sanity.types";

/**
 * A hero's words: a page document's `hero` object as its query returns it, whole; a town or an article, which has
 * no such object, puts one together from its own fields.
 */
export type HeroWords = Pick<Hero, "eyebrow" | "heading"> & Partial<Pick<Hero, "intro" | "status">>;

/**
 * A PageHero's words from the page's document, with their click-to-edit marks in a preview:
 * `<PageHero {...heroWords(mark, page)} …>` shows `page.hero` and marks `hero.heading` and `hero.intro`.
 */
export function heroWords(mark: EditMark | undefined, page: EditableDocument & { hero: HeroWords }) {
  return { hero: page.hero, mark, ...(mark ? headingAndText(mark, page, "hero", "intro") : {}) };
}

/**
 * The top of every public page, one component for all of them (town pages through components/town/town-heroes.tsx):
 *
 * - From 1024 px two columns (1.15fr / 1fr: room for the three buttons in one row): the words and buttons on the left; on the right the first of a photo of
 *   the team (or its labelled illustration, `aside`), a form the visitor came for (the quote page, the price guide,
 *   a town with the short form), or the "Direct hulp" card (the default).
 * - On a phone: the eyebrow, the h1 (at most four lines), the lead (at most three), the call button at full width
 *   with WhatsApp and the quote half width under it, a status line; a photo or the card stays off the phone's
 *   first screen (the hero's call button is already there), a form follows.
 * - The buttons are the contact routes, built here from the settings and the page's WhatsApp message, so that a page
 *   passes its hero's words (heroWords) and its message once and words only what it does differently.
 * - Under it, the trust bar from the settings (`trust="inline"`: inside the left column, for a hero whose right
 *   column holds a form, so that on a phone it comes before the form).
 *
 * Server-rendered, no JavaScript of its own.
 */
export function PageHero(props: {
  settings: SiteSettings;
  hero: HeroWords;
  /** The page's WhatsApp message, for the hero's WhatsApp button and the "Direct hulp" card. */
  whatsappMessage: string;
  /** The h1's id, for a landmark that it names (an article). */
  headingId?: string;
  /**
   * Click-to-edit marks of the h1 and the lead in a preview (lib/sanity/edit-marks.ts): each opens the field it
   * shows; none on the public page.
   */
  headingMark?: MarkAttributes;
  textMark?: MarkAttributes;
  /** The page's marks, for the hero's words that come from the settings: the trust bar and the "Direct hulp" card. */
  mark?: EditMark;
  /** The home page's h1 is the display size. */
  display?: boolean;
  /** Above the eyebrow: a breadcrumb (an article). */
  before?: ReactNode;
  /** Under the h1: an article's date and reading time. */
  meta?: ReactNode;
  /** Under the lead, above the buttons (a town's points, from 1024 px). */
  afterIntro?: ReactNode;
  /** The quote link as a third button beside call and WhatsApp (the home page, a town). */
  showQuote?: boolean;
  /** The call button's own words (the emergency page names the number). */
  callLabel?: string;
  /**
   * Buttons of the page's own in place of call and WhatsApp; `false` for none, where the form beside the words is
   * what the visitor came for.
   */
  actions?: ReactNode;
  /** The right column; without it, the "Direct hulp" card. */
  aside?: ReactNode;
  /** The right column shows on a phone too, under the words (a form); a photo or the card is for wider screens. */
  asideOnPhone?: boolean;
  trust?: "band" | "inline";
}) {
  const { settings, hero } = props;
  const contact = contactDetails(settings);
  const trust = props.trust ?? "band";
  const actions =
    props.actions === undefined ? (
      <ContactActions
        contact={contact}
        whatsappMessage={props.whatsappMessage}
        callLabel={props.callLabel}
        showQuote={props.showQuote}
        onDark
        stacked
      />
    ) : (
      props.actions
    );
  const aside = props.aside ?? (
    <DirectHelpCard settings={settings} contact={contact} whatsappMessage={props.whatsappMessage} mark={props.mark} />
  );
  return (
    <>
      <section data-hero className="bg-ink text-white">
        <div
          className={`mx-auto grid max-w-[75rem] gap-8 px-4 pt-7 pb-9 sm:px-6 sm:py-12 lg:grid-cols-[1.15fr_1fr] lg:gap-12 lg:py-16 ${props.asideOnPhone ? "lg:items-start" : "lg:items-center"}`}
        >
          <div data-hero-text className="min-w-0">
            {props.before}
            {hero.eyebrow && <p className="type-eyebrow text-amber-300">{hero.eyebrow}</p>}
            <h1
              id={props.headingId}
              className={`${props.display ? "type-display" : "type-h1"} ${hero.eyebrow ? "mt-3" : ""}`}
              {...props.headingMark}
            >
              {hero.heading}
            </h1>
            {props.meta}
            {hero.intro && (
              <p className="type-lead mt-4 text-white/90" {...props.textMark}>
                {hero.intro}
              </p>
            )}
            {props.afterIntro}
            {actions && (
              <div data-hero-actions className="mt-6 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
                {actions}
              </div>
            )}
            {hero.status && <HeroStatus text={hero.status} />}
            {trust === "inline" && <TrustBar settings={settings} mark={props.mark} inline />}
          </div>
          <div data-hero-aside className={props.asideOnPhone ? "min-w-0" : "hidden min-w-0 lg:block"}>
            {aside}
          </div>
        </div>
      </section>
      {trust === "band" && <TrustBar settings={settings} mark={props.mark} />}
    </>
  );
}

/** One line under the hero's buttons: when we answer and what a call outside office hours costs. */
export function HeroStatus({ text }: { text: string }) {
  return (
    <p className="mt-4 flex items-start gap-2 text-[15px] text-white/85 leading-snug">
      <span
        aria-hidden="true"
        className="mt-1.5 size-2.5 shrink-0 rounded-full bg-green-400 ring-4 ring-green-400/20"
      />
      {text}
    </p>
  );
}
