import "server-only";
import type { Database } from "@/lib/db/types";
import { hashIp } from "@/lib/security/client-ip";
import { type RateLimit, spendRateLimit } from "@/lib/security/rate-limit";

export type DecodeBudget = { perAddress: RateLimit; siteWide: RateLimit };

/**
 * How many megapixels the server decodes for one visitor address, and for the whole site, per window. Bytes say
 * little about decoding: a 30 KB flat HEIC holds 51 megapixels. A real visitor sends at most five photos of a
 * phone's normal camera (5 × 48 MP from an iPhone, far less from most), so one address gets that twice an hour;
 * the whole site gets about fifteen such requests per ten minutes, far above a storm evening. Counted in the
 * database, so every instance shares the budget.
 */
export const decodeBudget: DecodeBudget = {
  perAddress: { limit: 500, windowSeconds: 60 * 60 },
  siteWide: { limit: 4_000, windowSeconds: 10 * 60 },
};

/** Charges `megapixels` to the address and to the site; false when either budget is spent. */
export async function spendDecodeBudget(
  db: Database,
  ip: string,
  megapixels: number,
  budget: {
    perAddress: { limit: number; windowSeconds: number };
    siteWide: { limit: number; windowSeconds: number };
  } = decodeBudget,
): Promise<boolean> {
  const address = await spendRateLimit(db, `decode:${hashIp(ip)}`, megapixels, budget.perAddress);
  if (!address.allowed) return false;
  return (await spendRateLimit(db, "decode:site", megapixels, budget.siteWide)).allowed;
}

/** The Dutch refusal when photos cannot be decoded now (budget spent, queue full): the request goes without. */
export const photosBusyMessage = (phone: string | null) =>
  "We kunnen je foto’s nu niet verwerken: er worden erg veel foto’s tegelijk verstuurd. Verstuur je aanvraag zonder foto’s" +
  (phone ? `, of bel ons direct: ${phone}.` : ", of bel ons direct.");
