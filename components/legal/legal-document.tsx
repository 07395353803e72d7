import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RichText } from "@/components/ui/rich-text";
import { Paragraphs, Section } from "@/components/ui/section";
import { getLegalPage } from "@/lib/content/pages";
import { getSiteSettings } from "@/lib/content/site-settings";
import { editMarks, itemPath } from "@/lib/sanity/edit-marks";
import { pageMetadata } from "@/lib/seo/metadata";
import { formatDutchMonth } from "@/lib/time/dutch-time";
import type { BlockContent, LegalSection, LegalText } from "@/sanity.types";
import { FormFieldList } from "./form-field-list";

type FieldListBlock = Extract<LegalText[number], { _type: "formFieldList" }>;

/**
 * An article's text as runs of rich text with the generated field lists between them: RichText draws the rich
 * text (lists group within a run), the field list is drawn from the form contract.
 */
function LegalBody({ value }: { value: LegalText }) {
  const parts: (BlockContent | FieldListBlock)[] = [];
  for (const item of value) {
    if (item._type === "formFieldList") parts.push(item);
    else {
      const last = parts.at(-1);
      if (Array.isArray(last)) last.push(item);
      else parts.push([item]);
    }
  }
  return parts.map((part) =>
    Array.isArray(part) ? (
      <RichText key={part[0]?._key} value={part} />
    ) : (
      <FormFieldList key={part._key} value={part} />
    ),
  );
}

/**
 * Whether an article applies to the site as it is configured: a policy describes what happens, so the text about
 * Google shows only while a Tag Manager id is set, and the text saying it is off only while none is.
 */
const applies = (section: Pick<LegalSection, "shownWhen">, tagManagerOn: boolean) =>
  section.shownWhen === "tagManagerOn" ? tagManagerOn : section.shownWhen === "tagManagerOff" ? !tagManagerOn : true;

/**
 * A legal page from the content (privacy policy, warranty terms): a plain-language summary, then numbered articles
 * with a table of contents; technical details fold away under their article.
 */
export async function LegalDocument({ slug }: { slug: string }) {
  const [page, settings, mark] = await Promise.all([getLegalPage(slug), getSiteSettings(), editMarks()]);
  if (!page) notFound();
  const sections = page.sections.filter((section) => applies(section, Boolean(settings.gtmId)));
  return (
    <Section>
      <article className="mx-auto max-w-3xl text-lg text-slate-800 leading-relaxed">
        <h1 className="font-extrabold text-3xl text-brand-900 sm:text-4xl" {...mark(page, "title")}>
          {page.title}
        </h1>
        <p className="mt-2 text-base text-slate-700">Laatst bijgewerkt: {formatDutchMonth(page.updatedAt)}</p>
        <Paragraphs text={page.intro} className="mt-6" mark={mark(page, "intro")} />
        {page.summary && (
          <section data-testid="legal-summary" className="mt-8 rounded-xl bg-amber-50 p-5 ring-1 ring-amber-200">
            <h2 className="font-bold text-brand-900 text-xl">{page.summary.heading}</h2>
            <ul className="mt-3 list-disc space-y-2 pl-6">
              {page.summary.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>
        )}
        <nav aria-label={`Inhoud van ${page.title.toLowerCase()}`} className="mt-8 rounded-xl bg-sand p-5 text-base">
          <ol className="list-decimal space-y-1 pl-6">
            {sections.map((section, index) => (
              <li key={section._key}>
                <a className="text-brand-800 underline underline-offset-2" href={`#artikel-${index + 1}`}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section key={section._key} id={`artikel-${index + 1}`} className="scroll-mt-20">
            <h2
              className="mt-10 font-bold text-2xl text-brand-900"
              {...mark(page, itemPath("sections", section._key, "heading"))}
            >
              {index + 1}. {section.heading}
            </h2>
            <LegalBody value={section.body} />
            {section.details && (
              <details className="mt-4 rounded-lg bg-slate-50 p-4 text-base ring-1 ring-slate-200">
                <summary className="cursor-pointer font-semibold text-brand-900">{section.details.heading}</summary>
                <RichText value={section.details.body} />
              </details>
            )}
          </section>
        ))}
      </article>
    </Section>
  );
}

export async function legalMetadata(slug: string): Promise<Metadata> {
  const page = await getLegalPage(slug);
  return page ? pageMetadata({ title: page.seoTitle, description: page.seoDescription, path: `/${slug}` }) : {};
}
