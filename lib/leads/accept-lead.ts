import "server-only";
import { type GuideItem, priceEstimate } from "@/lib/content/price-guide";
import { leadPhotos } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { networkRange } from "@/lib/security/client-address";
import { hashIdentifier, hashIp } from "@/lib/security/client-ip";
import type { RateLimit } from "@/lib/security/rate-limit";
import { leadAttribution, refererPath, safePath } from "../analytics/lead-attribution";
import {
  type FieldErrors,
  type FormVariant,
  hiddenFields,
  isFormVariant,
  textFields,
  variantFields,
} from "../forms/contract";
import { type DailyCaps, dailyCaps, fitsLeadCap, fitsPhotoCap, lockDailyCaps, noteCapReached } from "./daily-cap";
import { type DecodeBudget, photosBusyMessage, spendDecodeBudget } from "./decode-budget";
import { admitLead, storeLead } from "./lead-store";
import { convertPhotos, inspectPhotos, PhotoError, type StoredPhoto } from "./photos";
import { validateLead } from "./validation";

/**
 * Said when today's photo cap is reached: the request itself is still welcome, without photos, and the phone
 * number is the way to reach the roofer now.
 */
export const photoCapMessage = (phone: string | null) =>
  "We kunnen vandaag via de website geen foto’s meer ontvangen. Verstuur je aanvraag zonder foto’s" +
  (phone ? `, of bel ons direct: ${phone}.` : ", of bel ons direct.");

/** What analytics may know of a stored lead: validated values only. */
export type StoredLeadSummary = {
  formVariant: FormVariant;
  pagePath: string | null;
  town: string | null;
  channel: string;
};

/** What the server sees of the request besides the form: for the lead's attribution when the tab sent none. */
export type RequestFacts = { referer: string | null; userAgent: string | null; host: string };

export type AcceptResult =
  /** `pushes`: the push messages stored with it (one per device subscribed then); none to send if 0. */
  | { kind: "stored"; id: string; lead: StoredLeadSummary; pushes: number }
  | { kind: "duplicate"; id: string }
  | { kind: "honeypot" }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "rate-limited" }
  | { kind: "capacity" };

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};

const safeSlug = (value: string | undefined) => (value && /^[a-z0-9-]{1,60}$/.test(value) ? value : null);

/**
 * Takes a submitted request form and, when it is valid, stores it with its photos, the owner's e-mail and a push
 * message for each device subscribed then, in one transaction. Nothing is stored for invalid input, a filled
 * honeypot or a rate-limited address. The same idempotency key twice stores one lead. Database errors are thrown: the caller must then say the request failed.
 */
export async function acceptLead(
  db: Database,
  form: FormData,
  context: {
    ip: string;
    rateLimit: RateLimit;
    request?: RequestFacts;
    stormMode?: boolean;
    /** The company's phone number as visitors read it, for the refusal when today's photo cap is reached. */
    phone?: string | null;
    /** The site-wide daily caps; the configured ones unless a test sets its own. */
    caps?: DailyCaps;
    /** The megapixels decoded per address and site-wide; the configured ones unless a test sets its own. */
    decodeBudget?: DecodeBudget;
    /**
     * The price list, to price the guide's job and size a request may carry. Without it (the list could not be
     * read) the lead is stored without an estimate.
     */
    prices?: GuideItem[];
  },
): Promise<AcceptResult> {
  if (field(form, hiddenFields.honeypot)) return { kind: "honeypot" };

  const variantValue = field(form, hiddenFields.variant);
  const variant: FormVariant = isFormVariant(variantValue) ? variantValue : "full";
  const checked = validateLead(variant, Object.fromEntries(textFields.map((name) => [name, field(form, name)])));
  // Every variant whose form shows a photo field takes its photos (the storm form as well as the quote form).
  const files = variantFields[variant].includes("photos")
    ? form.getAll("photos").filter((f): f is File => f instanceof File)
    : [];
  if (!checked.ok) return { kind: "invalid", errors: checked.errors };

  const { lead } = checked;
  // Without JavaScript there is no per-form key; identical requests from one address within ten minutes count as one.
  // The key is stored beside the lead, so it is a keyed hash: a plain one could be reversed to the address by
  // trying every IPv4 address with the stored name and phone.
  const key = safeKey(field(form, hiddenFields.idempotencyKey)) ?? noJavaScriptKey(context.ip, lead);

  const caps = context.caps ?? dailyCaps;
  const admission = await admitLead(db, {
    key,
    addressKey: `lead:${hashIp(context.ip)}`,
    addressLimit: context.rateLimit,
    // One network's share of a day, counted apart from the site-wide cap (see fitsLeadCap).
    networkKey: `lead-network:${hashIdentifier("network", networkRange(context.ip))}`,
    networkWindowSeconds: 24 * 60 * 60,
  });
  if (admission.existingId) return { kind: "duplicate", id: admission.existingId };
  if (admission.addressCount === null || admission.addressCount > context.rateLimit.limit) {
    return { kind: "rate-limited" };
  }
  const networkCount = admission.networkCount ?? Number.POSITIVE_INFINITY;
  if (networkCount > caps.leadsPerNetwork) return { kind: "rate-limited" };
  // A first look before the photos are processed, so a full day costs no decoding; the count that decides is
  // taken again under the lock, in the statement that stores the lead.
  if (!fitsLeadCap(admission.usage.leads, networkCount, caps)) {
    await noteCapReached(db, "lead-cap", caps);
    return { kind: "capacity" };
  }
  let photos: StoredPhoto[];
  try {
    const checked = await inspectPhotos(files);
    const busy = photosBusyMessage(context.phone ?? null);
    const cost = checked.reduce((sum, photo) => sum + photo.decodeCost, 0);
    if (cost > 0 && !(await spendDecodeBudget(db, context.ip, cost, context.decodeBudget))) {
      return { kind: "invalid", errors: { photos: busy } };
    }
    photos = await convertPhotos(checked, busy);
  } catch (error) {
    if (error instanceof PhotoError) return { kind: "invalid", errors: { photos: error.message } };
    throw error;
  }
  const photoBytes = photos.reduce((sum, photo) => sum + photo.byteSize, 0);
  const photoCapReached = () => ({
    kind: "invalid" as const,
    errors: { photos: photoCapMessage(context.phone ?? null) },
  });
  if (!fitsPhotoCap(admission.usage.photoBytes, photoBytes, caps)) {
    await noteCapReached(db, "photo-cap", caps);
    return photoCapReached();
  }

  const request = context.request ?? { referer: null, userAgent: null, host: "" };
  const attribution = leadAttribution(field(form, hiddenFields.visit), request);
  // The form names its page; without it (a hand-made post) the Referer's path is the best guess we have.
  const pagePath = safePath(field(form, hiddenFields.page)) ?? refererPath(request);
  const summary: StoredLeadSummary = {
    formVariant: lead.variant,
    pagePath,
    town: safeSlug(field(form, hiddenFields.town)),
    channel: attribution.channel,
  };
  // Priced here from the list: a request names a job and a size, never its own figure. A job the guide does not
  // price (unknown, gone since, the surcharge) or a size it gives no figure for leaves the lead without one.
  const estimate = priceEstimate(context.prices ?? [], {
    klus: field(form, hiddenFields.estimateJob),
    omvang: field(form, hiddenFields.estimateSize),
  });
  const outcome = await db.transaction(async (tx) => {
    // One transaction at a time counts and stores (the lock is released at commit): two parallel requests cannot
    // both see room for one more lead, or both add photos to a nearly full day.
    await lockDailyCaps(tx);
    const stored = await storeLead(tx, {
      values: {
        name: lead.name,
        phone: lead.phone,
        email: lead.email,
        address: lead.address,
        roofType: lead.roofType,
        message: lead.message,
        callbackTime: lead.callbackTime,
        // Storm damage: sent with the storm form, or with any form while storm mode is on.
        storm: lead.variant === "storm" || context.stormMode === true,
        damage: lead.damage,
        waterNow: lead.waterNow,
        formVariant: summary.formVariant,
        estimateJob: estimate?.job ?? null,
        estimateTitle: estimate?.title ?? null,
        estimateUnit: estimate?.unit ?? null,
        estimateSize: estimate?.size ?? null,
        estimateLow: estimate?.low ?? null,
        estimateHigh: estimate?.high ?? null,
        pagePath: summary.pagePath,
        town: summary.town,
        ...attribution,
        idempotencyKey: key,
      },
      networkCount,
      photoBytes,
      caps,
    });
    // No room: for the lead itself, or (the lead would fit) for its photos.
    if (stored.kind === "full") {
      return fitsLeadCap(stored.usage.leads, networkCount, caps)
        ? { kind: "photo-cap" as const }
        : { kind: "capacity" as const };
    }
    if (stored.kind === "duplicate") return stored;
    if (photos.length > 0)
      await tx.insert(leadPhotos).values(photos.map((photo) => ({ ...photo, submissionId: stored.id })));
    return { kind: "stored" as const, id: stored.id, lead: summary, pushes: stored.pushes };
  });
  if (outcome.kind === "capacity") {
    await noteCapReached(db, "lead-cap", caps);
    return { kind: "capacity" };
  }
  if (outcome.kind === "photo-cap") {
    await noteCapReached(db, "photo-cap", caps);
    return photoCapReached();
  }
  return outcome;
}

/** The idempotency key of a form sent without JavaScript: one per address, person and message per ten minutes. */
function noJavaScriptKey(ip: string, lead: { name: string; phone: string; message: string | null }): string {
  const bucket = Math.floor(Date.now() / 600_000);
  return `nojs:${hashIdentifier("lead-nojs", [ip, lead.name, lead.phone, lead.message ?? "", bucket].join("|"))}`;
}

function safeKey(value: string | undefined): string | null {
  return value && /^[A-Za-z0-9-]{16,64}$/.test(value) ? value : null;
}
