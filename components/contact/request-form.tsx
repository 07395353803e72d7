import Link from "next/link";
import { getSiteSettings } from "@/lib/content/site-settings";
import { choicesFor } from "@/lib/leads/contract";
import { pathOf } from "@/lib/site/routes";
import { LeadForm, type LeadFormProps } from "./lead-form";

export type RequestFormProps = Omit<LeadFormProps, "choices" | "notice">;

/**
 * A request form as pages use it. It hands the client form its drop-down questions as props, so their words travel
 * in the page's HTML instead of in every page's JavaScript, and the line under the button that says what the data
 * is for, with a link to the privacy policy (art. 13 AVG: told where the data is collected), in the settings' words.
 */
export async function RequestForm(props: RequestFormProps) {
  const { formNotice } = await getSiteSettings();
  const notice = (
    <p data-form-notice className="text-center text-slate-700 text-sm">
      {formNotice.text}{" "}
      <Link href={pathOf("privacy")} className="font-semibold text-brand-800 underline underline-offset-2">
        {formNotice.link}
      </Link>
    </p>
  );
  return <LeadForm {...props} choices={choicesFor(props.variant)} notice={notice} />;
}
