"use server";

import { redirect } from "next/navigation";
import { adminOrSignIn } from "@/lib/auth/session";
import { getDatabase } from "@/lib/db/client";
import { removeDevice } from "@/lib/notifications/subscriptions";
import { deviceRef, parseForm } from "./action-input";

/**
 * "Verwijderen" beside a device under Account: the device gets no more messages, whichever sign-in registered it.
 * Only the signed-in admin's own devices (and, as every server action, only from this site's pages). The page comes
 * back with a message at the list.
 */
export async function removeDeviceAction(form: FormData): Promise<void> {
  const session = await adminOrSignIn();
  const input = parseForm(deviceRef, form);
  if (input) {
    const { db } = await getDatabase();
    await removeDevice(db, session.user.id, input.device);
  }
  redirect("/admin/account?toestel=verwijderd#toestellen");
}
