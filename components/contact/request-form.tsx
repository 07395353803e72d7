import { choicesFor, type PhotoFormVariant } from "@/lib/leads/contract";
import { LeadForm, type LeadFormProps } from "./lead-form";

export type RequestFormProps = Omit<LeadFormProps, "choices">;

/**
 * A request form without a photo field (the short form), as pages use it. It hands the client form its drop-down
 * questions as props, so their words travel in the page's HTML instead of in every page's JavaScript. A form that
 * takes photos is a PhotoRequestForm (photo-request-form.tsx): kept in its own file so that pages with only this
 * form, such as the town pages, load none of its photo code.
 */
export function RequestForm(
  props: RequestFormProps & { variant: Exclude<LeadFormProps["variant"], PhotoFormVariant> },
) {
  return <LeadForm {...props} choices={choicesFor(props.variant)} />;
}
