import type { ReactNode } from "react";

const tones = {
  brand: "bg-brand-900",
  alarm: "bg-alarm-700",
} as const;

/** The top of a page: eyebrow, the page's only h1, an intro and the contact actions. */
export function PageHero(props: {
  eyebrow?: string | null;
  heading: string;
  intro: string;
  tone?: keyof typeof tones;
  children?: ReactNode;
  aside?: ReactNode;
  /** A page whose own h1 comes later (an article) shows the hero heading as a plain paragraph. */
  headingAs?: "h1" | "p";
}) {
  const Heading = props.headingAs ?? "h1";
  return (
    <section className={`${tones[props.tone ?? "brand"]} text-white`}>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:py-16 lg:grid-cols-[1fr_auto] lg:items-center">
        <div>
          {props.eyebrow && (
            <p
              className={`font-semibold text-sm uppercase tracking-wide ${props.tone === "alarm" ? "text-white" : "text-amber-300"}`}
            >
              {props.eyebrow}
            </p>
          )}
          <Heading className="mt-3 max-w-3xl text-balance font-extrabold text-3xl leading-tight sm:text-5xl">
            {props.heading}
          </Heading>
          <p className="mt-4 max-w-2xl text-lg text-white/90">{props.intro}</p>
          {props.children && <div className="mt-8 flex flex-wrap gap-3">{props.children}</div>}
        </div>
        {props.aside}
      </div>
    </section>
  );
}
