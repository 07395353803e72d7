import Link from "next/link";
import { ContactActions } from "@/components/contact/contact-actions";
import { CheckList } from "@/components/ui/cards";
import { HomeIcon } from "@/components/ui/icons";
import { Section } from "@/components/ui/section";
import type { ContactDetails } from "@/lib/content/site-settings";

type ThankYouProps = {
  eyebrow?: string | null;
  heading: string;
  intro: string;
  stepsHeading: string;
  steps: string[];
  urgentNote: string;
  contact: ContactDetails;
  whatsappMessage: string;
};

/** Where an accepted request lands: what happens now, and how to reach us if it cannot wait. */
export function ThankYou(props: ThankYouProps) {
  return (
    <Section>
      <div className="mx-auto max-w-2xl text-center">
        {props.eyebrow && <p className="font-semibold text-accent-600 text-sm uppercase">{props.eyebrow}</p>}
        <h1 className="mt-2 font-extrabold text-3xl text-brand-900 sm:text-4xl">{props.heading}</h1>
        <p className="mt-4 text-lg text-slate-700">{props.intro}</p>
      </div>
      <div className="mx-auto mt-8 max-w-xl rounded-xl bg-sand p-6">
        <h2 className="font-bold text-xl">{props.stepsHeading}</h2>
        <CheckList items={props.steps} className="mt-4" />
      </div>
      <p className="mx-auto mt-8 max-w-xl text-center font-medium">{props.urgentNote}</p>
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
