import { choicesFor } from "@/lib/leads/contract";
import { LeadForm, type LeadFormProps } from "./lead-form";

export type RequestFormProps = Omit<LeadFormProps, "choices">;

/**
 * A request form as pages use it. It hands the client form its drop-down questions as props, so their words travel
 * in the page's HTML instead of in every page's JavaScript.
 */
export function RequestForm(props: RequestFormProps) {
  return <LeadForm {...props} choices={choicesFor(props.variant)} />;
}
