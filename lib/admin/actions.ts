"use server";

import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { revalidatePath } from "next/cache";
import { adminOrSignIn } from "@/lib/auth/session";
import { publicPages } from "@/lib/content/public-pages";
import { getDatabase } from "@/lib/db/client";
import { contactSubmissions } from "@/lib/db/schema";
import type { FormVariant, RoofType } from "@/lib/forms/contract";
import { createLimiter } from "@/lib/security/limiter";
import { leadRef, leadStatusChange, parseForm } from "./action-input";
import { updateLeadStatus } from "./leads";
import { selfOrigin } from "./self-origin";

export type TestResult = {
  type: "form" | "pages";
  status: "success" | "error";
  message: string;
  details?: { page: string; status: number | "Network Error" }[];
  timestamp: string;
};

/** Inserts a clearly marked test request, the way the form does, and reports whether the database took it. */
export async function runFormTest(): Promise<TestResult> {
  await adminOrSignIn();
  const timestamp = new Date().toISOString();
  try {
    const { db } = await getDatabase();
    await db.insert(contactSubmissions).values({
      name: "Test (websitetest)",
      phone: "0000000000",
      email: "test@example.invalid",
      roofType: "weet-niet" satisfies RoofType,
      message: "Automatische test vanuit het beheer. Mag worden verwijderd.",
      formVariant: "full" satisfies FormVariant,
      pagePath: "/admin",
      idempotencyKey: `admin-test-${randomUUID()}`,
      isTest: true,
    });
    revalidatePath("/admin");
    return { type: "form", status: "success", message: "Contactformulier test geslaagd", timestamp };
  } catch (error) {
    return {
      type: "form",
      status: "error",
      message: `Contactformulier test mislukt: ${error instanceof Error ? error.message : String(error)}`,
      timestamp,
    };
  }
}

/** Requests every public page (fixed routes and every town and article in the content) and reports the codes. */
export async function runPageTest(): Promise<TestResult> {
  await adminOrSignIn();
  const origin = selfOrigin();
  const pages = await publicPages();
  // Two at a time: all pages at once look like a flood to this server's page shedding (lib/http/page-shedding.ts),
  // which then answers 503 and the owner reads that pages are broken.
  const inTurn = createLimiter(2);
  const details = await Promise.all(
    pages.map((page) =>
      inTurn(async () => {
        try {
          const response = await fetch(`${origin}${page}`, { method: "HEAD", redirect: "manual", cache: "no-store" });
          return { page, status: response.status };
        } catch {
          return { page, status: "Network Error" as const };
        }
      }),
    ),
  );
  const failed = details.filter((d) => d.status !== 200);
  return {
    type: "pages",
    status: failed.length === 0 ? "success" : "error",
    message:
      failed.length === 0
        ? `Website pagina’s test: ${pages.length} pagina’s getest`
        : `Website pagina’s test: ${failed.length} van ${pages.length} pagina’s gaven een fout`,
    details,
    timestamp: new Date().toISOString(),
  };
}

export async function setLeadStatus(form: FormData): Promise<void> {
  await adminOrSignIn();
  const input = parseForm(leadStatusChange, form);
  if (!input) return;
  const { db } = await getDatabase();
  await updateLeadStatus(db, input.id, input.status);
  revalidatePath("/admin", "layout");
}

/**
 * Removes where a request came from (page, campaign tags, click id, device), keeping the request itself: the privacy
 * policy promises this to a visitor who objects to it.
 */
export async function clearLeadAttribution(form: FormData): Promise<void> {
  await adminOrSignIn();
  const input = parseForm(leadRef, form);
  if (!input) return;
  const { db } = await getDatabase();
  await db
    .update(contactSubmissions)
    .set({
      landingPage: null,
      referrerHost: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
      clickId: null,
      clickIdType: null,
      channel: null,
      device: null,
    })
    .where(eq(contactSubmissions.id, input.id));
  revalidatePath("/admin", "layout");
}

/** Deletes a request with its photos and its e-mail notification (a privacy request). */
export async function deleteLead(form: FormData): Promise<void> {
  await adminOrSignIn();
  const input = parseForm(leadRef, form);
  if (!input) return;
  const { db } = await getDatabase();
  await db.delete(contactSubmissions).where(eq(contactSubmissions.id, input.id));
  revalidatePath("/admin", "layout");
}
