import Link from "next/link";
import type { ReactNode } from "react";
import { AlertIcon, ArrowRightIcon, HomeIcon, SearchIcon, WrenchIcon } from "@/components/ui/icons";
import type { PriceItem } from "@/lib/content/price-amounts";
import { priceFrom } from "@/lib/content/price-tokens";
import type { EditMark } from "@/lib/sanity/edit-marks";
import { pathOf } from "@/lib/site/routes";

const icons: Record<string, ReactNode> = {
  search: <SearchIcon className="size-6" />,
  alert: <AlertIcon className="size-6" />,
  wrench: <WrenchIcon className="size-6" />,
  home: <HomeIcon className="size-6" />,
};

type Service = {
  _id: string;
  title: string;
  slug: string | null;
  icon: string;
  summary: string;
  priceId: string | null;
};

/**
 * The services as the product: each card is one link to its place on the services page, with its icon, name, short
 * description and, where the Studio names one, the price it usually starts at from the price list ("vanaf € 125,
 * incl. btw"). Equal heights; four in a row on a desktop, one under the other on a phone.
 */
export function ServiceCards({
  services,
  prices,
  mark,
}: {
  services: Service[];
  prices: (PriceItem & { _id: string })[];
  /** In a preview, a card's name and description open the service's fields; the price is the price list's. */
  mark?: EditMark;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
      {services.map((service) => {
        const price = prices.find((item) => item._id === service.priceId);
        const serviceDocument = { _id: service._id, _type: "service" };
        return (
          <li key={service._id}>
            {/* No prefetch: four cards entering a phone's screen would fetch the services page and its image
                script (5.9 KiB of JavaScript, over the home page's budget) for a visitor who mostly calls. */}
            <Link
              href={`${pathOf("services")}${service.slug ? `#${service.slug}` : ""}`}
              prefetch={false}
              className="group flex h-full flex-col rounded-[14px] border border-sand-line bg-white p-4 shadow-sm transition-colors hover:border-ink-2 sm:p-5 lg:p-6"
            >
              <span className="flex items-center gap-3 sm:block">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-[10px] bg-sand text-call-700 sm:size-11">
                  {icons[service.icon]}
                </span>
                {/* The mark on the line itself (its only text is the name, beside an icon): an extra element would
                    change the public page's HTML. */}
                <span
                  className="flex items-center gap-1 font-bold text-ink text-xl leading-snug group-hover:underline sm:mt-4"
                  {...mark?.(serviceDocument, "title")}
                >
                  {service.title}
                  <ArrowRightIcon className="size-4 shrink-0" />
                </span>
              </span>
              <span className="mt-2 block flex-1 text-slate-700" {...mark?.(serviceDocument, "summary")}>
                {service.summary}
              </span>
              {price && (
                <span className="mt-3 block font-semibold text-ink tabular-nums sm:mt-4">
                  {priceFrom(price)} · incl. btw
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
