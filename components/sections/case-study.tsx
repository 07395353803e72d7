import { SampleLabel } from "./sample-label";

export type CaseStudyBlock = { _key: string; heading: string; text: string; ownWork?: boolean | null };

/**
 * A worked example in an article, set apart from the advice around it. Until the owner marks it as a real job it
 * carries the settings' label for invented examples.
 */
export function CaseStudy({ value, sampleLabel }: { value: CaseStudyBlock; sampleLabel: string }) {
  return (
    <section className="mt-8 rounded-xl bg-sand p-5 ring-1 ring-sand-line" data-case-study>
      {!value.ownWork && <SampleLabel text={sampleLabel} />}
      <h3 className="mt-2 font-semibold text-brand-900 text-xl">{value.heading}</h3>
      {value.text
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph) => (
          <p key={paragraph} className="mt-3">
            {paragraph}
          </p>
        ))}
    </section>
  );
}
