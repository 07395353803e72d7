import "server-only";
import { amountRange } from "@/lib/content/price-amounts";
import { sizeText } from "@/lib/content/price-guide";
import { priceUnits } from "@/lib/content/price-units";
import type { contactSubmissions } from "@/lib/db/schema";

type EstimateColumns = Pick<
  typeof contactSubmissions.$inferSelect,
  "estimateTitle" | "estimateUnit" | "estimateSize" | "estimateLow" | "estimateHigh"
>;

const isUnit = (unit: string | null | undefined): unit is keyof typeof priceUnits =>
  typeof unit === "string" && Object.hasOwn(priceUnits, unit);

/**
 * The price guide's estimate a lead came with, as the owner reads it on the lead's card and in the e-mail:
 * "Dakpannen vervangen, 12 m²: € 540 tot € 840 incl. btw". Null for a lead without one.
 */
export function estimateLine(lead: Partial<EstimateColumns>): string | null {
  const { estimateTitle: title, estimateLow: low, estimateHigh: high, estimateSize: size } = lead;
  if (!title || low === null || low === undefined || high === null || high === undefined) return null;
  const amount =
    isUnit(lead.estimateUnit) && size !== null && size !== undefined ? sizeText({ unit: lead.estimateUnit }, size) : "";
  return `${title}${amount ? `, ${amount}` : ""}: ${amountRange({ low, high })} incl. btw`;
}
