import Link from "next/link";
import { getSiteSettings } from "@/lib/content/site-settings";
import { choicesFor, shownFields, submitLabels } from "@/lib/forms/contract";
import { submitLead } from "@/lib/leads/actions";
import { pathOf } from "@/lib/site/routes";
import { LeadForm, type LeadFormProps } from "./lead-form";

export type RequestFormProps = Omit<LeadFormProps, "choices" | "fields" | "submitLabel" | "notice" | "submit">;

/**
 * A request form as pages use it. It hands the client form its fields with their labels, its drop-down questions and
 * the words on its button as props, so they travel in the page's HTML instead of in every page's JavaScript, and
 * the line under the button that says what the data
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
  return (
    <LeadForm
      {...props}
      fields={shownFields(props.variant)}
      choices={choicesFor(props.variant)}
      submitLabel={submitLabels[props.variant]}
      notice={notice}
      submit={submitLead}
    />
  );
}
