import Link from "next/link";
import { CallButton, WhatsAppButton } from "@/components/ui/contact-buttons";
import type { ContactDetails } from "@/lib/content/site-settings";
import type { ActiveStorm } from "@/lib/content/storm";
import { pathOf } from "@/lib/site/routes";

/**
 * Under the top bar on every page while storm mode is on: the owner's headline and message, and the three ways to
 * get help (call, WhatsApp with the storm message, the short damage form). Server-rendered HTML only.
 */
export function StormBanner({ storm, contact }: { storm: ActiveStorm; contact: ContactDetails }) {
  return (
    <section
      aria-labelledby="storm-kop"
      data-testid="storm-banner"
      data-track-source="storm_banner"
      className="border-amber-300 border-b bg-amber-50 text-amber-950"
    >
      <div className="mx-auto flex max-w-[75rem] flex-wrap items-center justify-between gap-3 px-3 py-3 sm:px-4">
        <div className="min-w-0 max-w-2xl">
          <p id="storm-kop" className="font-bold text-lg leading-snug">
            {storm.headline}
          </p>
          <p className="text-sm">{storm.message}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <CallButton e164={contact.phone.e164} label={contact.labels.call} size="sm" />
          <WhatsAppButton
            number={contact.whatsappNumber}
            message={storm.whatsappMessage}
            label={contact.labels.whatsapp}
            size="sm"
          />
          <Link
            href={pathOf("stormReport")}
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-white px-4 py-2 font-semibold text-amber-950 text-sm ring-2 ring-amber-700 hover:bg-amber-100"
          >
            Schade melden
          </Link>
        </div>
      </div>
    </section>
  );
}
