import type { Metadata } from "next";
import { closingWords, FinalCta } from "@/components/sections/final-cta";
import { CardGrid, CheckList } from "@/components/ui/cards";
import { heroWords, PageHero } from "@/components/ui/page-hero";
import { Section, sectionHeading } from "@/components/ui/section";
import { getEmergencyPage } from "@/lib/content/pages";
import { getSiteSettings } from "@/lib/content/site-settings";
import {
  type EditableDocument,
  type EditMark,
  editMarks,
  itemMarks,
  lineMarks,
  type MarkAttributes,
} from "@/lib/sanity/edit-marks";
import { pageMetadata } from "@/lib/seo/metadata";
import { pathOf } from "@/lib/site/routes";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getEmergencyPage();
  return pageMetadata({ title: page.seoTitle, description: page.seoDescription, path: pathOf("emergency") });
}

export default async function EmergencyPage() {
  const [settings, page, mark] = await Promise.all([getSiteSettings(), getEmergencyPage(), editMarks()]);
  const urgent = settings.whatsappMessages.urgent;
  return (
    <>
      <PageHero
        {...heroWords(mark, page)}
        settings={settings}
        whatsappMessage={urgent}
        callLabel={`Bel nu: ${settings.phone.display}`}
      />

      <Section id="situaties" {...sectionHeading(mark, page, "situationsHeading")}>
        <div className="grid gap-6 md:grid-cols-2">
          <ListCard
            tone="acute"
            heading={page.acute.heading}
            items={page.acute.items}
            {...listMarks(mark, page, "acute")}
          />
          <ListCard
            tone="urgent"
            heading={page.urgent.heading}
            items={page.urgent.items}
            {...listMarks(mark, page, "urgent")}
          />
        </div>
      </Section>

      <Section id="stappen" tone="light" {...sectionHeading(mark, page, "steps")}>
        <CardGrid cards={page.steps.items} mark={itemMarks(mark, page, "steps.items")} numbered columns={4} />
      </Section>

      <Section id="terwijl-je-wacht" {...sectionHeading(mark, page, "whileWaiting")}>
        <div className="grid gap-6 md:grid-cols-2">
          <ListCard tone="calm" {...waitingList(mark, page, "do")} />
          <ListCard tone="calm" {...waitingList(mark, page, "dont")} negative />
        </div>
      </Section>

      <FinalCta
        {...closingWords(mark, page, "finalCta")}
        settings={settings}
        whatsappMessage={urgent}
        showQuote={false}
      />
    </>
  );
}

/** The card of each kind: acute damage edged in the call colour, urgent in ink, the advice while waiting on sand. */
const listCardTones = {
  acute: { card: "rounded-[14px] border-2 border-call-600 p-5", heading: "font-bold text-call-700 text-xl" },
  urgent: { card: "rounded-[14px] border-2 border-ink-2 p-5", heading: "font-bold text-ink text-xl" },
  calm: { card: "rounded-[14px] bg-sand p-5", heading: "font-bold text-xl" },
} as const;

/** A card of a heading and its list, two side by side: the kinds of damage; what to do and not to do. */
function ListCard(props: {
  tone: keyof typeof listCardTones;
  heading: string;
  items: string[];
  negative?: boolean;
  /** In a preview, the heading and each line open their fields. */
  headingMark?: MarkAttributes;
  lineMark?: (index: number) => MarkAttributes;
}) {
  const tone = listCardTones[props.tone];
  return (
    <div className={tone.card}>
      <h3 className={tone.heading} {...props.headingMark}>
        {props.heading}
      </h3>
      <CheckList items={props.items} negative={props.negative} className="mt-4" mark={props.lineMark} />
    </div>
  );
}

/** A card of what to do, or not to do, while waiting: its heading and lines, each with its mark in a preview. */
const waitingList = (mark: EditMark, page: WaitingPage, list: "do" | "dont") => ({
  heading: page.whileWaiting[`${list}Heading`],
  items: page.whileWaiting[list],
  headingMark: mark(page, `whileWaiting.${list}Heading`),
  lineMark: lineMarks(mark, page, `whileWaiting.${list}`),
});

type WaitingPage = EditableDocument & {
  whileWaiting: { doHeading: string; dontHeading: string; do: string[]; dont: string[] };
};

/** The marks of a card of an object field with a `heading` and its `items` (the kinds of damage). */
const listMarks = (mark: EditMark, page: EditableDocument, path: string) => ({
  headingMark: mark(page, `${path}.heading`),
  lineMark: lineMarks(mark, page, `${path}.items`),
});
