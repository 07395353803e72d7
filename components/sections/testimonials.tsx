import { QuoteIcon } from "@/components/ui/icons";

type Testimonial = { _id?: string; _key?: string; name: string; place: string; quote: string; service?: string };

/** Customer quotes: words and a name, no invented star ratings. */
export function Testimonials({ items }: { items: Testimonial[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li
          key={item._id ?? item._key ?? item.name}
          className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-brand-100"
        >
          <figure>
            <QuoteIcon className="size-7 text-accent-600" />
            <blockquote className="mt-2 text-slate-800">{item.quote}</blockquote>
            <figcaption className="mt-3 text-slate-700 text-sm">
              <span className="font-semibold text-slate-900">{item.name}</span> · {item.place}
              {item.service && <> · {item.service}</>}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
