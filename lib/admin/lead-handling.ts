import "server-only";
import type { LeadRow } from "@/lib/admin/leads";
import { dueAt, officeMinutesBetween, summarize } from "@/lib/admin/response-clock";
import { type OfficeHours, officeHoursProblems, officeHoursText } from "@/lib/content/office-hours";
import { duration } from "@/lib/content/promises";
import { readResolvedNow } from "@/lib/content/read";
import { telHref, whatsappHref } from "@/lib/site/contact-links";
import { formatDutchDayMonth } from "@/lib/time/dutch-time";

/**
 * How the owner answers leads, from the site settings: the office hours and callback promise the site makes (the
 * same structure the visitor's line is rendered from, counted by lib/admin/response-clock.ts) and the reply texts
 * behind the one-tap buttons. Null hours mean the settings hold hours the Studio would refuse (a dataset edited by
 * hand); the admin says so instead of counting with them.
 */
export async function leadHandling() {
  const found = await readResolvedNow("leadHandlingQuery");
  if (!found) throw new Error("The dataset has no siteSettings document.");
  const { openingHours, ...settings } = found;
  return {
    ...settings,
    officeHours: officeHoursText(openingHours),
    hours: officeHoursProblems(openingHours).length === 0 ? (openingHours as OfficeHours) : null,
    promiseMinutes: settings.callbackMinutes,
    callbackPromise: `binnen ${duration(settings.callbackMinutes)}`,
  };
}
export type LeadHandling = Awaited<ReturnType<typeof leadHandling>>;

/**
 * Fills the lead's own {naam} and {datum} in a reply text (the owner writes these placeholders in Dutch); the
 * company's tokens were resolved with the rest of the content.
 */
function fill(text: string, lead: Pick<LeadRow, "name" | "createdAt">) {
  const values: Record<string, string> = { naam: lead.name, datum: formatDutchDayMonth(lead.createdAt) };
  return text.replace(/\{(naam|datum)\}/g, (_whole, name: string) => values[name] ?? "");
}

/** The one-tap answers to a lead: call, WhatsApp with a prefilled message naming the request, and e-mail. */
export function replyLinks(lead: Pick<LeadRow, "name" | "phone" | "email" | "createdAt">, handling: LeadHandling) {
  const texts = handling.leadHandling;
  return {
    call: telHref(lead.phone),
    whatsapp: whatsappHref(lead.phone.replace(/^\+/, ""), fill(texts.whatsappReply, lead)),
    email: lead.email ? `mailto:${lead.email}?subject=${encodeURIComponent(fill(texts.emailSubject, lead))}` : null,
  };
}

/** A waiting lead's state: when the answer is due, and whether that moment has passed. */
export function answerDue(
  receivedAt: Date,
  hours: OfficeHours | null,
  promiseMinutes: number | null,
  now = new Date(),
) {
  if (!hours || promiseMinutes === null) return null;
  const due = dueAt(receivedAt, hours, promiseMinutes);
  return { due, late: now.getTime() > due.getTime() };
}

/** Median and 90th percentile of office minutes to first contact, and how many answers kept the promise. */
export function responseFigures(
  answered: { createdAt: Date; firstContactAt: Date | null }[],
  hours: OfficeHours | null,
  promiseMinutes: number | null,
) {
  if (!hours) return null;
  const minutes = answered.flatMap((lead) =>
    lead.firstContactAt ? [officeMinutesBetween(lead.createdAt, lead.firstContactAt, hours)] : [],
  );
  return {
    ...summarize(minutes),
    inTime: promiseMinutes === null ? null : minutes.filter((value) => value <= promiseMinutes).length,
  };
}
