import { choicesFor, type PhotoFormVariant } from "@/lib/leads/contract";
import { LeadForm } from "./lead-form";
import { PhotoShrink } from "./photo-shrink";
import type { RequestFormProps } from "./request-form";

/**
 * A request form with a photo field (the quote and the storm form), as pages use it: the form of RequestForm with
 * the photo shrinker right after it, which makes each picked photo a 2,000 px JPEG in the browser before it is sent.
 * Beside the form rather than inside it, so the client form itself (which town pages load too) does not change.
 */
export function PhotoRequestForm(props: RequestFormProps & { variant: PhotoFormVariant }) {
  return (
    <>
      <LeadForm {...props} choices={choicesFor(props.variant)} />
      <PhotoShrink />
    </>
  );
}
