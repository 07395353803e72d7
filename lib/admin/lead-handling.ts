import "server-only";
import type { LeadRow } from "@/lib/admin/leads";
import { duration } from "@/lib/content/promises";
import { dueAt, type OfficeHours, officeMinutesBetween, parseOfficeHours, summarize } from "@/lib/leads/response-clock";
import { fetchAdminContent } from "@/lib/sanity/fetch";
import { telHref, whatsappHref } from "@/lib/site/contact-links";
import { siteTimeZone } from "@/lib/site/time-zone";

/**
 * How the owner answers leads, from the site settings: the office hours and callback promise the site makes (the
 * same texts the visitor reads, parsed by lib/leads/response-clock.ts) and the reply texts behind the one-tap
 * buttons. Null parts mean the settings' texts could not be read as hours or a promise; the admin says so.
 */
export async function leadHandling() {
  const settings = await fetchAdminContent("leadHandlingQuery", {});
  if (!settings) throw new Error("The dataset has no siteSettings document.");
  return {
    ...settings,
    hours: parseOfficeHours(settings.officeHours),
    promiseMinutes: settings.callbackMinutes,
    callbackPromise: `binnen ${duration(settings.callbackMinutes)}`,
  };
}
export type LeadHandling = Awaited<ReturnType<typeof leadHandling>>;

const day = new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "long", timeZone: siteTimeZone });

/** Fills {naam}, {datum} and {company} in a reply text. */
function fill(text: string, lead: Pick<LeadRow, "naam" | "createdAt">, company: string) {
  const values: Record<string, string> = { naam: lead.naam, datum: day.format(lead.createdAt), company };
  return text.replace(/\{(naam|datum|company)\}/g, (_whole, name: string) => values[name] ?? "");
}

/** The one-tap answers to a lead: call, WhatsApp with a prefilled message naming the request, and e-mail. */
export function replyLinks(lead: Pick<LeadRow, "naam" | "telefoon" | "email" | "createdAt">, handling: LeadHandling) {
  const { leadHandling: texts, companyName } = handling;
  return {
    call: telHref(lead.telefoon),
    whatsapp: whatsappHref(lead.telefoon.replace(/^\+/, ""), fill(texts.whatsappReply, lead, companyName)),
    email: lead.email
      ? `mailto:${lead.email}?subject=${encodeURIComponent(fill(texts.emailSubject, lead, companyName))}`
      : null,
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
