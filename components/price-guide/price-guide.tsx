import type { ReactNode } from "react";
import { closingWords, FinalCta } from "@/components/sections/final-cta";
import { CallButton, QuoteLink } from "@/components/ui/contact-buttons";
import { AlertIcon, CheckIcon, ClipboardIcon, CrossIcon, EuroIcon } from "@/components/ui/icons";
import { heroWords, PageHero } from "@/components/ui/page-hero";
import { Paragraphs, Section } from "@/components/ui/section";
import { amountRange, euro, type PriceRange } from "@/lib/content/price-amounts";
import {
  estimateQuery,
  formValues,
  type GuideOutcome,
  guideJobs,
  type SizeNote,
  sizeText,
  surchargeOf,
} from "@/lib/content/price-guide";
import { fillPriceGuidePlaceholders } from "@/lib/content/price-guide-placeholders";
import { priceFrom, priceRange } from "@/lib/content/price-tokens";
import { priceUnits } from "@/lib/content/price-units";
import { type ContactDetails, contactDetails, type SiteSettings } from "@/lib/content/site-settings";
import { type EditMark, headingAndText } from "@/lib/sanity/edit-marks";
import { pathOf } from "@/lib/site/routes";
import { formatDutchDay } from "@/lib/time/dutch-time";
import type { PriceGuidePageQueryResult, PriceListQueryResult } from "@/sanity.types";

/** The result's anchor: a submitted form lands on the answer, also on a phone where it sits below the form. */
const resultId = "uitkomst";
/** The request form's section on the quote page (offerte-aanvragen/quote-page.tsx). */
const quoteFormId = "contact-form";

type Page = NonNullable<PriceGuidePageQueryResult>;
type Price = PriceListQueryResult[number];
type Outcome = GuideOutcome<Price>;

/**
 * The price guide: a plain GET form (works without JavaScript; the answer's address can be shared), the answer
 * for the job asked, and every job with its starting price. Server components only: no JavaScript of its own.
 * `outcome` is null on the page without a query (the static page); the answer page passes what the query read.
 * `prices` is the whole price list: the surcharge in it is no job but a fixed amount, shown as such.
 */
export function PriceGuide(props: {
  page: Page;
  prices: Price[];
  settings: SiteSettings;
  updatedAt: string | null;
  outcome: Outcome | null;
  /**
   * In a preview, the page's words and each job's name and description open their fields; the amounts, worked out
   * from the price list, are no one field's text and stay unmarked.
   */
  mark?: EditMark;
}) {
  const { page, settings, outcome, mark } = props;
  const contact = contactDetails(settings);
  const jobs = guideJobs(props.prices);
  const surcharge = surchargeOf(props.prices);
  const closing = closingWords(mark, page, "cta");
  return (
    <>
      {/* The calculator is what the visitor came for: the hero's right column (on a phone, under the heading). */}
      <PageHero
        {...heroWords(mark, page)}
        settings={settings}
        whatsappMessage={settings.whatsappMessages.quote}
        actions={false}
        asideOnPhone
        aside={<PriceGuideForm page={page} prices={jobs} updatedAt={props.updatedAt} outcome={outcome} />}
      />

      {outcome && (
        <div className="bg-sand py-12 lg:py-16">
          <div className="mx-auto max-w-4xl px-4 sm:px-6">
            <PriceGuideAnswer page={page} outcome={outcome} contact={contact} />
          </div>
        </div>
      )}

      <Section
        id="alle-prijzen"
        title={page.overview.heading}
        intro={page.overview.text}
        {...(mark && headingAndText(mark, page, "overview"))}
        tone={outcome ? "white" : "light"}
      >
        <ul className="grid gap-4 md:grid-cols-2">
          {jobs.map((price) => (
            <li key={price._id} className="rounded-[14px] border border-sand-line bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-lg" {...mark?.({ _id: price._id, _type: "priceItem" }, "title")}>
                {/* A plain link: the answer is a page of its own on the server, not a client-side route. */}
                <a
                  href={`${pathOf("priceGuide")}?klus=${encodeURIComponent(price.slug)}#${resultId}`}
                  className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
                >
                  {price.title}
                </a>
              </h3>
              <p className="mt-1 font-semibold text-ink tabular-nums">{priceFrom(price)}</p>
              <p className="mt-2 text-slate-700" {...mark?.({ _id: price._id, _type: "priceItem" }, "summary")}>
                {price.summary}
              </p>
            </li>
          ))}
        </ul>
        {surcharge && (
          // A fixed amount on top of the work, not a job to price: no link to an answer, no "vanaf".
          <div className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-5" data-testid="spoedtoeslag">
            <h3 className="font-semibold text-brand-900 text-lg">{surcharge.title}</h3>
            <p className="mt-1 font-semibold text-accent-700">{page.overview.surchargePrice}</p>
            <p className="mt-2 text-slate-700">{surcharge.summary}</p>
          </div>
        )}
      </Section>

      <FinalCta {...closing} settings={settings} whatsappMessage={settings.whatsappMessages.quote} />
    </>
  );
}

const fieldClass =
  "mt-1 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-700 focus:outline-3 focus:outline-amber-400";

/**
 * One form for every job. The size field follows the chosen job without JavaScript: CSS (`:has(option:checked)`)
 * writes the job's unit after the label and hides the field for a job priced per klus. A browser without `:has`
 * shows the plain label and the hint; the server ignores a size for such a job either way.
 */
function PriceGuideForm(props: { page: Page; prices: Price[]; updatedAt: string | null; outcome: Outcome | null }) {
  const { form } = props.page;
  const values = formValues(props.outcome);
  const units = Object.entries(priceUnits).flatMap(([unit, { sizeLabel }]) =>
    sizeLabel === null ? [] : [{ unit, sizeLabel }],
  );
  return (
    <section
      aria-labelledby="prijswijzer-titel"
      className="rounded-[14px] bg-white p-5 text-slate-900 shadow-xl sm:p-6"
    >
      <h2 id="prijswijzer-titel" className="font-bold text-2xl text-ink leading-tight">
        {form.heading}
      </h2>
      <form method="get" action={`${pathOf("priceGuide")}#${resultId}`} className="price-guide-form mt-6 space-y-5">
        <div>
          <label htmlFor="prijswijzer-klus" className="block font-medium text-slate-900">
            {form.jobLabel}
          </label>
          <select id="prijswijzer-klus" name="klus" required defaultValue={values.job} className={fieldClass}>
            <option value="">{form.jobPlaceholder}</option>
            {props.prices.map((price) => (
              <option key={price._id} value={price.slug} data-unit={price.unit}>
                {price.title}
              </option>
            ))}
          </select>
        </div>
        <div data-size-field>
          <label htmlFor="prijswijzer-omvang" className="block font-medium text-slate-900">
            {form.sizeLabel}
            {units.map(({ unit, sizeLabel }) => (
              <span key={unit} data-unit-label={unit}>
                {" "}
                ({sizeLabel})
              </span>
            ))}
          </label>
          <input
            id="prijswijzer-omvang"
            name="omvang"
            type="number"
            inputMode="decimal"
            min={1}
            step={0.1}
            defaultValue={values.size}
            aria-describedby="prijswijzer-omvang-uitleg"
            className={fieldClass}
          />
          <p id="prijswijzer-omvang-uitleg" className="mt-1 text-slate-700 text-sm">
            {form.sizeHint}
          </p>
        </div>
        <button
          type="submit"
          className="inline-flex min-h-12 w-full items-center justify-center rounded-[10px] bg-ink px-6 py-3 font-bold text-lg text-white hover:bg-ink-2"
        >
          {form.submitLabel}
        </button>
      </form>
      {props.updatedAt && (
        <p className="mt-4 text-slate-700 text-sm">
          {fillPriceGuidePlaceholders(form.updatedNote, { date: formatDutchDay(props.updatedAt) })}
        </p>
      )}
    </section>
  );
}

/** The answer, in a region with its own heading: a price with what it includes, or why there is none. */
function PriceGuideAnswer(props: { page: Page; outcome: Outcome; contact: ContactDetails }) {
  const { result, messages } = props.page;
  const { outcome } = props;
  return (
    <section
      id={resultId}
      aria-labelledby={`${resultId}-titel`}
      className="scroll-mt-20 rounded-xl bg-white p-5 shadow-sm ring-1 ring-sand-line sm:p-6"
    >
      <h2 id={`${resultId}-titel`} className="font-bold text-2xl leading-tight sm:text-3xl">
        {result.heading}
      </h2>

      {outcome.kind === "noJob" || outcome.kind === "unknownJob" ? (
        <Notice>{outcome.kind === "noJob" ? messages.noJob : messages.unknownJob}</Notice>
      ) : (
        <>
          <h3 className="mt-4 font-semibold text-brand-900 text-xl">
            {outcome.item.title}
            {outcome.kind === "price" && outcome.size !== null && (
              <span className="font-normal text-slate-700"> · {sizeText(outcome.item, outcome.size)}</span>
            )}
          </h3>
          {outcome.kind === "price" ? (
            <PriceFigures page={props.page} outcome={outcome} />
          ) : (
            <Notice>
              {fillPriceGuidePlaceholders(messages.tooLarge, { maxSize: sizeText(outcome.item, outcome.maxSize) })}
            </Notice>
          )}
          {outcome.item.unit !== "klus" && (
            <p className="mt-3 text-slate-700">
              {result.rateLabel}: {priceRange(outcome.item)}
            </p>
          )}
          <div className="mt-6 grid grid-cols-[repeat(auto-fit,minmax(12rem,1fr))] gap-6">
            <ItemList heading={result.includedHeading} items={outcome.item.included} icon="check" />
            <ItemList heading={result.notIncludedHeading} items={outcome.item.notIncluded} icon="cross" />
            <ItemList heading={result.moreExpensiveHeading} items={outcome.item.moreExpensiveWhen} icon="euro" />
          </div>
        </>
      )}

      <p className="mt-4 text-slate-700" data-testid="spoedtoeslag-uitleg">
        {result.surchargeNote}
      </p>

      <div className="mt-6 border-sand-line border-t pt-5">
        <Paragraphs text={result.ctaText} className="font-medium text-slate-900" />
        <div className="mt-4 flex flex-wrap gap-3">
          {outcome.kind === "price" ? (
            // A plain link: the form with the price is a page of its own on the server (it renders per request).
            <a
              href={`${pathOf("quote")}?${estimateQuery({ job: outcome.item.slug, size: outcome.size })}#${quoteFormId}`}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-800 px-6 py-3 font-semibold text-lg text-white shadow-sm transition-colors hover:bg-brand-900"
            >
              <ClipboardIcon />
              {result.fixPriceLabel}
            </a>
          ) : (
            <QuoteLink label={result.quoteLabel} />
          )}
          <CallButton e164={props.contact.phone.e164} label={props.contact.labels.call} />
        </div>
      </div>
    </section>
  );
}

function PriceFigures(props: { page: Page; outcome: Extract<Outcome, { kind: "price" }> }) {
  const { result, messages } = props.page;
  const { item, size, sizeNote, range } = props.outcome;
  const sizeMessages: Record<SizeNote, string> = {
    missing: messages.missingSize,
    invalid: messages.invalidSize,
    rounded: messages.roundedSize,
  };
  const notes = [
    sizeNote && size !== null
      ? fillPriceGuidePlaceholders(sizeMessages[sizeNote], { size: sizeText(item, size) })
      : null,
    item.unit === "klus" ? result.perJobNote : null,
    showsMinimum(range, item.unit)
      ? fillPriceGuidePlaceholders(result.minimumNote, { minimumCharge: euro(item.minimumCharge) })
      : null,
  ].filter((note): note is string => note !== null);
  return (
    <>
      <p className="mt-2 font-extrabold text-3xl text-brand-900 sm:text-4xl" data-testid="prijsindicatie">
        {amountRange(range)}
      </p>
      <p className="mt-1 font-medium text-slate-900">{result.vatNote}</p>
      {notes.map((note) => (
        <Notice key={note.slice(0, 40)}>{note}</Notice>
      ))}
      <Paragraphs text={result.disclaimer} className="mt-4 text-slate-700" />
    </>
  );
}

/** The minimum charge is worth a word where it set the price, not for a job that is priced per klus. */
const showsMinimum = (range: PriceRange, unit: string) => range.minimumApplies && unit !== "klus";

function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="mt-4 flex gap-2 rounded-lg bg-amber-50 p-3 text-slate-900 ring-1 ring-amber-200">
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-accent-700" />
      <span>{children}</span>
    </p>
  );
}

const listIcons = {
  check: <CheckIcon className="mt-0.5 size-5 shrink-0 text-whatsapp-600" />,
  cross: <CrossIcon className="mt-0.5 size-5 shrink-0 text-error-600" />,
  euro: <EuroIcon className="mt-0.5 size-5 shrink-0 text-accent-600" />,
};

function ItemList(props: { heading: string; items: string[]; icon: keyof typeof listIcons }) {
  return (
    <div>
      <h4 className="font-semibold text-brand-900">{props.heading}</h4>
      <ul className="mt-2 space-y-2 text-slate-700">
        {props.items.map((item) => (
          <li key={item} className="flex gap-2">
            {listIcons[props.icon]}
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
