import "server-only";
import type { contactSubmissions } from "@/lib/db/schema";
import { callbackTimeLabel } from "@/lib/forms/contract";
import { formatPhone } from "@/lib/forms/phone";

type Lead = Pick<
  typeof contactSubmissions.$inferSelect,
  "id" | "name" | "phone" | "formVariant" | "storm" | "damage" | "waterNow" | "town" | "callbackTime"
>;

/** What the service worker receives (encrypted) and shows: opening it goes to `url`; a second one with `tag` replaces it. */
export type PushPayload = { title: string; body: string; url: string; tag: string; urgent: boolean };

/** The storm form's damage in a few words, for a title read on a lock screen. */
const damageWords: Record<string, string> = {
  "pannen-los": "pannen los",
  "lekkage-binnen": "lekkage",
  "dakgoot-schoorsteen": "dakgoot of schoorsteen",
  anders: "schade",
};

/** A town page's slug as its name: "heeswijk-dinther" → "Heeswijk-Dinther", "st-michielsgestel" → "Sint-Michielsgestel". */
export function townName(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((part) => (part === "st" ? "Sint" : part.charAt(0).toUpperCase() + part.slice(1)))
    .join("-");
}

/** Storm damage and water coming in now cannot wait: they come through quiet hours and go with high urgency. */
export const isUrgentLead = (lead: Pick<Lead, "storm" | "waterNow">) => lead.storm || lead.waterNow === true;

/** Stored values are validated, but a line break must not rearrange the few lines a notification shows. */
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/**
 * The push message about one lead: what the owner needs to decide to call now. The title says what kind of lead
 * and where (water coming in and storm first), the body who and which number; opening it lands on the lead's card.
 */
export function leadPushPayload(lead: Lead): PushPayload {
  const kind =
    lead.waterNow === true
      ? "Water binnen"
      : lead.storm
        ? `Storm · ${damageWords[lead.damage ?? ""] ?? "schade"}`
        : lead.formVariant === "minimal"
          ? "Terugbelverzoek"
          : lead.formVariant === "message"
            ? "Bericht"
            : "Offerteaanvraag";
  const callback = callbackTimeLabel(lead.callbackTime);
  return {
    title: lead.town ? `${kind} — ${townName(lead.town)}` : kind,
    body: [`${oneLine(lead.name)} · ${formatPhone(lead.phone)}`, callback ? `Bellen: ${callback}` : null]
      .filter(Boolean)
      .join("\n"),
    url: `/admin/aanvragen/${lead.id}`,
    tag: `lead-${lead.id}`,
    urgent: isUrgentLead(lead),
  };
}
