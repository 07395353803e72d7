import { amountRange } from "@/lib/content/price-amounts";
import { estimateQuery, type PriceEstimate, sizeText } from "@/lib/content/price-guide";
import { pathOf } from "@/lib/site/routes";
import type { PriceGuidePageQueryResult } from "@/sanity.types";

/** The request form's box with the price guide's estimate: the words are the price guide page's (Studio). */
export type EstimateWords = NonNullable<PriceGuidePageQueryResult>["estimate"];

/**
 * The price the visitor brings from the guide, above the request form: the job, the size, the range and a way back
 * to change it. Priced on the server from the price list, as the lead will store it.
 */
export function EstimateSummary(props: { estimate: PriceEstimate; words: EstimateWords }) {
  const { estimate, words } = props;
  const size = estimate.size === null ? "" : sizeText(estimate, estimate.size);
  return (
    <section
      aria-labelledby="prijsindicatie-titel"
      className="mb-5 rounded-lg bg-sand p-4 ring-1 ring-sand-line"
      data-testid="prijsindicatie-aanvraag"
    >
      <h3 id="prijsindicatie-titel" className="font-bold text-brand-900 text-lg">
        {words.heading}
      </h3>
      <p className="mt-1 font-semibold text-slate-900">
        {estimate.title}
        {size && <span className="font-normal text-slate-700"> · {size}</span>}
      </p>
      <p className="mt-1 font-extrabold text-2xl text-brand-900">{amountRange(estimate)}</p>
      <p className="mt-2 text-slate-700 text-sm">{words.text}</p>
      <p className="mt-2 text-sm">
        <a
          href={`${pathOf("priceGuide")}?${estimateQuery(estimate)}#uitkomst`}
          className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          {words.changeLabel}
        </a>
      </p>
    </section>
  );
}
