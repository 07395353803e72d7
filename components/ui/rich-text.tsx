import { PortableText, type PortableTextComponents } from "@portabletext/react";
import Link from "next/link";
import { CaseStudy, type CaseStudyBlock } from "@/components/sections/case-study";
import type { BlockContent } from "@/sanity.types";

type TableBlock = { _key: string; caption?: string; rows: { _key: string; cells: string[] }[] };

const components: PortableTextComponents = {
  block: {
    h2: ({ children }) => <h2 className="mt-10 font-bold text-2xl text-brand-900">{children}</h2>,
    h3: ({ children }) => <h3 className="mt-8 font-semibold text-brand-900 text-xl">{children}</h3>,
    normal: ({ children }) => <p className="mt-4">{children}</p>,
  },
  list: {
    bullet: ({ children }) => <ul className="mt-4 list-disc space-y-2 pl-6">{children}</ul>,
    number: ({ children }) => <ol className="mt-4 list-decimal space-y-2 pl-6">{children}</ol>,
  },
  marks: {
    link: ({ value, children }) => {
      const href = String((value as { href?: string }).href ?? "");
      const className = "font-semibold text-brand-700 underline underline-offset-2";
      return href.startsWith("/") ? (
        <Link href={href} className={className}>
          {children}
        </Link>
      ) : (
        <a href={href} className={className}>
          {children}
        </a>
      );
    },
  },
  types: {
    table: ({ value }: { value: TableBlock }) => {
      const [head, ...body] = value.rows;
      return (
        <div className="mt-6 overflow-x-auto rounded-lg ring-1 ring-sand-line">
          <table className="w-full border-collapse text-left text-sm">
            {value.caption && <caption className="bg-sand px-3 py-2 text-left font-semibold">{value.caption}</caption>}
            {head && (
              <thead className="bg-brand-800 text-white">
                <tr>
                  {head.cells.map((cell) => (
                    <th key={cell} scope="col" className="px-3 py-2 font-semibold">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
            )}
            <tbody>
              {body.map((row) => (
                <tr key={row._key} className="border-sand-line border-t even:bg-sand/60">
                  {row.cells.map((cell, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity beyond their column
                    <td key={index} className="px-3 py-2 align-top">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    },
  },
};

/**
 * Portable Text from the CMS: headings, lists, links (internal ones as client-side links), tables and worked
 * examples, the latter labelled with `caseStudyLabel` until the owner marks them as real (none without a label).
 */
export function RichText({ value, caseStudyLabel }: { value: BlockContent; caseStudyLabel?: string }) {
  const withCaseStudies: PortableTextComponents = {
    ...components,
    types: {
      ...components.types,
      caseStudy: ({ value: block }: { value: CaseStudyBlock }) =>
        caseStudyLabel || block.ownWork ? <CaseStudy value={block} sampleLabel={caseStudyLabel ?? ""} /> : null,
    },
  };
  return <PortableText value={value} components={withCaseStudies} />;
}
