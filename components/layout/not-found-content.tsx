import { CallButton } from "@/components/ui/contact-buttons";
import type { getNotFoundPage } from "@/lib/content/not-found";
import type { SitePageLink } from "@/lib/content/site-pages";
import type { TownLink } from "@/lib/content/towns";
import type { EditableDocument, EditMark, MarkAttributes } from "@/lib/sanity/edit-marks";
import { townPath } from "@/lib/site/routes";

/** The 404 page's words as a mark names them: a singleton, whose id is its type (studio/structure.ts). */
const notFoundDocument: EditableDocument = { _id: "notFoundPage", _type: "notFoundPage" };

const link = "font-semibold text-ink-2 underline underline-offset-2 hover:text-ink";

/**
 * What a visitor reads at an address the site does not have: the Studio's words and the phone number for someone
 * with a leak, inside the site's chrome (top bar, footer, floating elements). The 404 page at any unknown URL adds
 * the way on to the main pages and every town, as plain links (it stands outside the site's layouts, so a click is
 * a full load there anyway). The boundary inside the site leaves the lists out: Next sends a segment's not-found
 * boundary with every page below it, and the footer under it lists the same pages and towns.
 */
export function NotFoundContent(props: {
  words: Awaited<ReturnType<typeof getNotFoundPage>>;
  phone: { e164: string };
  /** The main pages and every town, for the 404 page outside the site's layouts. */
  lists?: { pages: SitePageLink[]; towns: TownLink[] };
  /** In a preview, the page's heading, text and list headings open their fields; the call button's label does not. */
  mark?: EditMark;
}) {
  const { words, lists, mark } = props;
  const marked = (field: string): MarkAttributes => mark?.(notFoundDocument, field) ?? {};
  return (
    <section className="bg-sand px-4 py-12 sm:px-6 lg:py-20">
      <div className="mx-auto max-w-[75rem]">
        <p aria-hidden="true" className="font-extrabold text-5xl text-call-700 tabular-nums">
          404
        </p>
        <h1 className="type-h1 mt-2 text-ink" {...marked("heading")}>
          {words.heading}
        </h1>
        <p className="type-lead mt-4 text-slate-700" {...marked("text")}>
          {words.text}
        </p>
        <div className="mt-6">
          <CallButton e164={props.phone.e164} label={words.callLabel} />
        </div>
        {lists && <NotFoundLists words={words} marked={marked} {...lists} />}
      </div>
    </section>
  );
}

function NotFoundLists({
  words,
  pages,
  towns,
  marked,
}: {
  words: Awaited<ReturnType<typeof getNotFoundPage>>;
  marked: (field: string) => MarkAttributes;
  pages: SitePageLink[];
  towns: TownLink[];
}) {
  return (
    <div className="mt-10 grid gap-8 md:grid-cols-[1fr_2fr]">
      <nav aria-labelledby="niet-gevonden-paginas">
        <h2 id="niet-gevonden-paginas" className="font-bold text-ink text-xl" {...marked("pagesHeading")}>
          {words.pagesHeading}
        </h2>
        <ul className="mt-3 space-y-2">
          {pages
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
        <h2 id="niet-gevonden-plaatsen" className="font-bold text-ink text-xl" {...marked("townsHeading")}>
          {words.townsHeading}
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
          {towns.map((town) => (
            <li key={town.slug}>
              <a className={link} href={townPath(town.slug)}>
                {town.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
