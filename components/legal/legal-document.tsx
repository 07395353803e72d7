import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RichText } from "@/components/ui/rich-text";
import { Paragraphs, Section } from "@/components/ui/section";
import { getLegalPage } from "@/lib/content/pages";
import { formatDutchMonth } from "@/lib/site/dates";
import { pageMetadata } from "@/lib/site/metadata";

/** A legal page from the content (privacy policy, warranty terms): numbered articles with a table of contents. */
export async function LegalDocument({ slug }: { slug: string }) {
  const page = await getLegalPage(slug);
  if (!page) notFound();
  return (
    <Section>
      <article className="mx-auto max-w-3xl text-lg text-slate-800 leading-relaxed">
        <h1 className="font-extrabold text-3xl text-brand-900 sm:text-4xl">{page.title}</h1>
        <p className="mt-2 text-base text-slate-700">Laatst bijgewerkt: {formatDutchMonth(page.updatedAt)}</p>
        <Paragraphs text={page.intro} className="mt-6" />
        <nav
          aria-label={`Inhoud van ${page.title.toLowerCase()}`}
          className="mt-8 rounded-xl bg-brand-50 p-5 text-base"
        >
          <ol className="list-decimal space-y-1 pl-6">
            {page.sections.map((section, index) => (
              <li key={section._key}>
                <a className="text-brand-800 underline underline-offset-2" href={`#artikel-${index + 1}`}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {page.sections.map((section, index) => (
          <section key={section._key} id={`artikel-${index + 1}`} className="scroll-mt-20">
            <h2 className="mt-10 font-bold text-2xl text-brand-900">
              {index + 1}. {section.heading}
            </h2>
            <RichText value={section.body} />
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
