import { after, NextResponse } from "next/server";
import type { z } from "zod";
import { withAdmin } from "@/lib/admin/with-admin";
import { isProduction } from "@/lib/config";
import { getDatabase } from "@/lib/db/client";
import { errorSummary } from "@/lib/logging";
import { pushEnabled } from "@/lib/notifications/flush";
import { flushOwnerMails } from "@/lib/notifications/notifier";
import {
  maxDevicesPerUser,
  removeSubscription,
  saveSubscription,
  subscribeInput,
  unsubscribeInput,
} from "@/lib/notifications/subscriptions";
import { pushVapid } from "@/lib/notifications/vapid";
import { pushSubscriptionBodyBytes } from "@/lib/security/body-limits";
import { readBodyCapped } from "@/lib/security/read-body";

/**
 * The owner's devices for push messages about new leads (the admin app's "Meldingen op dit toestel"): the public key
 * a browser subscribes with (GET), a device's subscription stored for this sign-in (POST) or removed (DELETE).
 * Signed-in admins only, and changes only from the site's own pages (lib/admin/with-admin.ts). A device added sends
 * the owner an e-mail after the answer (lib/notifications/device-mail.ts): stored with the device, so it is never lost.
 */

const noStore = { "cache-control": "no-store" };
const problem = (status: number, error: string) => NextResponse.json({ error }, { status, headers: noStore });
const notConfigured = () =>
  problem(503, "Meldingen zijn op deze server niet ingesteld (VAPID-sleutels ontbreken). Vraag de beheerder ernaar.");

/** The body as its schema reads it, or the answer that refuses it. */
async function readJson<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<{ data: z.output<Schema> } | { refused: Response }> {
  const raw = await readBodyCapped(request, pushSubscriptionBodyBytes);
  if (raw === null) return { refused: problem(413, "Het verzoek is te groot.") };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { refused: problem(400, "Het verzoek is geen geldige JSON.") };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { refused: problem(400, "Deze aanmelding voor meldingen is ongeldig.") };
  return { data: parsed.data };
}

export const GET = withAdmin(async () => {
  const vapid = pushEnabled() ? pushVapid() : null;
  if (!vapid) return notConfigured();
  return NextResponse.json({ publicKey: vapid.publicKey }, { headers: noStore });
});

export const POST = withAdmin(async (request, _context, session) => {
  if (!pushEnabled()) return notConfigured();
  const body = await readJson(request, subscribeInput(isProduction));
  if ("refused" in body) return body.refused;
  try {
    const { db } = await getDatabase();
    const saved = await saveSubscription(db, { userId: session.user.id, sessionId: session.session.id }, body.data);
    if (saved === "full") {
      return problem(
        409,
        `Je ontvangt al meldingen op ${maxDevicesPerUser} toestellen. Verwijder er eerst een onder Account.`,
      );
    }
    if (saved === "added") after(flushOwnerMails);
  } catch (error) {
    console.error("Push subscription not stored:", errorSummary(error));
    return problem(503, "De aanmelding is niet opgeslagen. Probeer het zo opnieuw.");
  }
  return NextResponse.json({ ok: true }, { status: 201, headers: noStore });
});

export const DELETE = withAdmin(async (request, _context, session) => {
  const body = await readJson(request, unsubscribeInput);
  if ("refused" in body) return body.refused;
  try {
    const { db } = await getDatabase();
    await removeSubscription(db, session.user.id, body.data.endpoint);
  } catch (error) {
    console.error("Push subscription not removed:", errorSummary(error));
    return problem(503, "Het toestel is niet afgemeld. Probeer het zo opnieuw.");
  }
  return new NextResponse(null, { status: 204, headers: noStore });
});
