import { choicesFor, variantFields } from "@/lib/leads/contract";
import { LeadForm, type LeadFormProps } from "./lead-form";
import { PhotoShrink } from "./photo-shrink";

/**
 * A request form, as pages use it. It hands the client form its drop-down questions as props, so their words travel
 * in the page's HTML instead of in every page's JavaScript. A form with a photo field gets the photo shrinker inside
 * it, so only pages with such a form load it (town pages' short forms do not).
 */
export function RequestForm(props: Omit<LeadFormProps, "choices" | "children">) {
  return (
    <LeadForm {...props} choices={choicesFor(props.variant)}>
      {variantFields[props.variant].includes("photos") && <PhotoShrink />}
    </LeadForm>
  );
}
