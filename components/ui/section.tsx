import type { ReactNode } from "react";

const tones = {
  white: "bg-white",
  light: "bg-brand-50",
  brand: "bg-brand-900 text-white",
  alarm: "bg-alarm-700 text-white",
} as const;

/** A full-width band of the page with a centred column. `title` becomes the section's h2 and accessible name. */
export function Section(props: {
  id?: string;
  title?: string;
  eyebrow?: string;
  intro?: string;
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  const headingId = props.id ? `${props.id}-titel` : undefined;
  const dark = props.tone === "brand" || props.tone === "alarm";
  return (
    <section
      id={props.id}
      aria-labelledby={props.title ? headingId : undefined}
      className={`${tones[props.tone ?? "white"]} scroll-mt-20 py-12 sm:py-16 ${props.className ?? ""}`}
    >
      <div className="mx-auto max-w-6xl px-4">
        {props.eyebrow && (
          <p className={`font-semibold text-sm uppercase tracking-wide ${dark ? "text-amber-300" : "text-accent-600"}`}>
            {props.eyebrow}
          </p>
        )}
        {props.title && (
          <h2 id={headingId} className="max-w-3xl font-bold text-2xl leading-tight sm:text-3xl">
            {props.title}
          </h2>
        )}
        {props.intro && (
          <Paragraphs
            text={props.intro}
            className={`mt-3 max-w-3xl text-lg ${dark ? "text-brand-100" : "text-slate-700"}`}
          />
        )}
        <div className={props.title || props.intro ? "mt-8" : ""}>{props.children}</div>
      </div>
    </section>
  );
}

/** Plain text from the CMS, with paragraphs separated by a blank line. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <div className={`space-y-4 ${className ?? ""}`}>
      {text
        .split(/\n\s*\n/)
        .filter((p) => p.trim() !== "")
        .map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
    </div>
  );
}
