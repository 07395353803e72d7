"use server";

import { randomUUID } from "node:crypto";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { after } from "next/server";
import { recordFormSubmit } from "@/lib/analytics/server";
import { leadsRateLimit } from "@/lib/config";
import { getPriceList } from "@/lib/content/pages";
import type { GuideItem } from "@/lib/content/price-guide";
import { getSiteSettings } from "@/lib/content/site-settings";
import { activeStorm } from "@/lib/content/storm";
import { type Database, getDatabase } from "@/lib/db/client";
import { errorSummary } from "@/lib/logging";
import { clientIp } from "@/lib/security/client-ip";
import { parseRateLimit } from "@/lib/security/rate-limit";
import { pathOf } from "@/lib/site/routes";
import { hiddenFields, maxLengths, textFields } from "../forms/contract";
import { flushLeadNotifications } from "../notifications/notifier";
import { acceptLead } from "./accept-lead";
import type { LeadFormState } from "./form-state";

/**
 * The request forms' server action. Works without JavaScript too: success redirects to the thank-you page (the
 * storm's own after a storm report), anything else
 * renders the form again with the visitor's input and a message. The lead is stored before anything is promised;
 * the owner's e-mail goes out after the response.
 */
export async function submitLead(_previous: LeadFormState, form: FormData): Promise<LeadFormState> {
  let result: Awaited<ReturnType<typeof acceptLead>>;
  let db: Database;
  let stormMode = false;
  try {
    const settings = await readSettings();
    stormMode = await stormModeNow(settings);
    db = (await getDatabase()).db;
    const requestHeaders = await headers();
    result = await acceptLead(db, form, {
      ip: clientIp(requestHeaders),
      request: {
        referer: requestHeaders.get("referer"),
        userAgent: requestHeaders.get("user-agent"),
        host: requestHeaders.get("host") ?? "",
      },
      rateLimit: parseRateLimit(leadsRateLimit, { limit: 5, windowSeconds: 600 }),
      stormMode,
      phone: settings?.phone.display ?? null,
      prices: await priceList(),
    });
  } catch (error) {
    // Only the error's message: the form's contents are personal data and stay out of the logs.
    console.error("Lead not stored:", errorSummary(error));
    return { status: "error" };
  }

  switch (result.kind) {
    case "invalid":
      return {
        status: "invalid",
        errors: result.errors,
        // Cut to the longest field (the message): a huge value is not sent back to the browser.
        values: Object.fromEntries(
          textFields.map((name) => [name, String(form.get(name) ?? "").slice(0, maxLengths.message)]),
        ),
        attempt: randomUUID(),
      };
    case "rate-limited":
      return { status: "rate-limited" };
    case "capacity":
      return { status: "capacity" };
    case "stored": {
      const { lead } = result;
      const pushes = result.pushes;
      after(async () => {
        await recordFormSubmit(db, lead, form.get(hiddenFields.sessionId));
        // The owner's e-mail (when a mail server is set), and the push messages only if this lead made any.
        await flushLeadNotifications({ pushes: pushes > 0 });
      });
      break;
    }
    case "duplicate":
    case "honeypot":
      // Answered like a success: a retry of a stored lead, or a bot that should not learn it was caught.
      break;
  }
  // A storm report, or any request while storm mode is on, is thanked in the storm's own words.
  redirect(pathOf(stormMode || form.get(hiddenFields.variant) === "storm" ? "stormThankYou" : "thankYou"));
}

/** The settings, from the cache, read once per request; unreadable, the lead still goes (storm off, no number). */
async function readSettings() {
  try {
    return await getSiteSettings();
  } catch {
    return null;
  }
}

/** The price list, from the cache, to price a request's estimate; unreadable, the lead goes without one. */
async function priceList(): Promise<GuideItem[]> {
  try {
    return await getPriceList();
  } catch (error) {
    console.error("Price list not read for a lead's estimate:", errorSummary(error));
    return [];
  }
}

/** Whether storm mode is on, from the cached settings; unknown counts as off, and never costs a lead. */
async function stormModeNow(settings: Awaited<ReturnType<typeof readSettings>>): Promise<boolean> {
  try {
    return settings !== null && (await activeStorm(settings.stormMode)) !== null;
  } catch {
    return false;
  }
}
