import { PortableText, type PortableTextComponents } from "@portabletext/react";
import Link from "next/link";
import { CaseStudy, type CaseStudyBlock } from "@/components/sections/case-study";
import type { MarkAttributes } from "@/lib/sanity/edit-marks";
import type { BlockContent } from "@/sanity.types";

type TableBlock = { _key: string; caption?: string; rows: { _key: string; cells: string[] }[] };

/** The blocks' elements; in a preview each carries its block's mark (none on the public page: the same HTML). */
const markedBlocks = (mark?: (block: { _key?: string }) => MarkAttributes): PortableTextComponents["block"] => ({
  h2: ({ children, value }) => (
    <h2 className="mt-10 font-bold text-2xl text-brand-900" {...mark?.(value)}>
      {children}
    </h2>
  ),
  h3: ({ children, value }) => (
    <h3 className="mt-8 font-semibold text-brand-900 text-xl" {...mark?.(value)}>
      {children}
    </h3>
  ),
  normal: ({ children, value }) => (
    <p className="mt-4" {...mark?.(value)}>
      {children}
    </p>
  ),
});

/** A list's item is a block of its own: in a preview it opens that block. */
const markedListItem =
  (mark: (block: { _key?: string }) => MarkAttributes): PortableTextComponents["listItem"] =>
  ({ children, value }) => <li {...mark(value)}>{children}</li>;

const components: PortableTextComponents = {
  block: markedBlocks(),
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
export function RichText({
  value,
  caseStudyLabel,
  mark,
}: {
  value: BlockContent;
  caseStudyLabel?: string;
  /** Click-to-edit marks of each block in a preview (lib/sanity/edit-marks.ts): a paragraph opens its block. */
  mark?: (block: { _key?: string }) => MarkAttributes;
}) {
  const withCaseStudies: PortableTextComponents = {
    ...components,
    ...(mark && { block: markedBlocks(mark), listItem: markedListItem(mark) }),
    types: {
      ...components.types,
      caseStudy: ({ value: block }: { value: CaseStudyBlock }) =>
        caseStudyLabel || block.ownWork ? <CaseStudy value={block} sampleLabel={caseStudyLabel ?? ""} /> : null,
    },
  };
  return <PortableText value={value} components={withCaseStudies} />;
}
