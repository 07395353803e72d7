import { CallButton } from "@/components/ui/contact-buttons";
import type { getNotFoundPage } from "@/lib/content/not-found";
import type { TownLink } from "@/lib/content/towns";
import { townPath } from "@/lib/site/routes";
import type { SitePageLink } from "@/lib/site/site-pages";

const link = "font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900";

/**
 * What a visitor reads at an address the site does not have, inside the public site (an unknown town or article)
 * and outside it (any unknown URL): the Studio's words, the phone number for someone with a leak, and the way on to
 * the main pages and every town. Plain links: the global 404 page stands outside the site's layouts, so a click is
 * a full load there anyway, and the page needs no script of its own.
 */
export function NotFoundContent(props: {
  words: Awaited<ReturnType<typeof getNotFoundPage>>;
  phone: { e164: string };
  pages: SitePageLink[];
  towns: TownLink[];
}) {
  const { words } = props;
  return (
    <section className="bg-brand-50 px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-5xl">
        <p aria-hidden="true" className="font-extrabold text-5xl text-brand-900">
          404
        </p>
        <h1 className="mt-2 text-balance font-extrabold text-3xl text-brand-900 sm:text-4xl">{words.heading}</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">{words.text}</p>
        <div className="mt-6">
          <CallButton e164={props.phone.e164} label={words.callLabel} />
        </div>
        <div className="mt-10 grid gap-8 md:grid-cols-[1fr_2fr]">
          <nav aria-labelledby="niet-gevonden-paginas">
            <h2 id="niet-gevonden-paginas" className="font-bold text-xl">
              {words.pagesHeading}
            </h2>
            <ul className="mt-3 space-y-2">
              {props.pages
                .filter((page) => page.nav === "main")
                .map((page) => (
                  <li key={page.path}>
                    <a className={link} href={page.path}>
                      {page.label}
                    </a>
                  </li>
                ))}
            </ul>
          </nav>
          <nav aria-labelledby="niet-gevonden-plaatsen">
            <h2 id="niet-gevonden-plaatsen" className="font-bold text-xl">
              {words.townsHeading}
            </h2>
            <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
              {props.towns.map((town) => (
                <li key={town.slug}>
                  <a className={link} href={townPath(town.slug)}>
                    {town.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </section>
  );
}
