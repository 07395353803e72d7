import Link from "next/link";
import { ContactActions } from "@/components/contact/contact-actions";
import { CheckList } from "@/components/ui/cards";
import { HomeIcon } from "@/components/ui/icons";
import { Section } from "@/components/ui/section";
import type { ContactDetails } from "@/lib/content/site-settings";
import type { MarkAttributes } from "@/lib/sanity/edit-marks";

type ThankYouProps = {
  eyebrow?: string | null;
  heading: string;
  intro: string;
  stepsHeading: string;
  steps: string[];
  urgentNote: string;
  contact: ContactDetails;
  whatsappMessage: string;
  /** In a preview, each text opens the field it was written in (the page's ThankYouMarks); none on the public page. */
  marks?: ThankYouMarks;
};

/** The click-to-edit marks of a thank-you page's texts. */
export type ThankYouMarks = {
  eyebrow?: MarkAttributes;
  heading: MarkAttributes;
  intro: MarkAttributes;
  stepsHeading: MarkAttributes;
  step: (index: number) => MarkAttributes;
  urgentNote: MarkAttributes;
};

/** Where an accepted request lands: what happens now, and how to reach us if it cannot wait. */
export function ThankYou(props: ThankYouProps) {
  const marks = props.marks;
  return (
    <Section>
      <div className="mx-auto max-w-2xl text-center">
        {props.eyebrow && (
          <p className="font-semibold text-accent-600 text-sm uppercase" {...marks?.eyebrow}>
            {props.eyebrow}
          </p>
        )}
        <h1 className="mt-2 font-extrabold text-3xl text-brand-900 sm:text-4xl" {...marks?.heading}>
          {props.heading}
        </h1>
        <p className="mt-4 text-lg text-slate-700" {...marks?.intro}>
          {props.intro}
        </p>
      </div>
      <div className="mx-auto mt-8 max-w-xl rounded-xl bg-sand p-6">
        <h2 className="font-bold text-xl" {...marks?.stepsHeading}>
          {props.stepsHeading}
        </h2>
        <CheckList items={props.steps} className="mt-4" mark={marks?.step} />
      </div>
      <p className="mx-auto mt-8 max-w-xl text-center font-medium" {...marks?.urgentNote}>
        {props.urgentNote}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ContactActions contact={props.contact} whatsappMessage={props.whatsappMessage} />
        <Link
          href="/"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-6 py-3 font-semibold text-brand-800 text-lg ring-2 ring-brand-800 hover:bg-sand"
        >
          <HomeIcon className="size-5" /> Terug naar home
        </Link>
      </div>
    </Section>
  );
}
