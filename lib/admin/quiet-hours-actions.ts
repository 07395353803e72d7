"use server";

import { redirect } from "next/navigation";
import { after } from "next/server";
import { adminOrSignIn } from "@/lib/auth/session";
import { getDatabase } from "@/lib/db/client";
import { flushPushNotifications } from "@/lib/notifications/flush";
import { releaseHeldPushes, saveQuietHours } from "@/lib/notifications/quiet-hours-store";
import { parseForm, quietHoursChange } from "./action-input";

/**
 * Saves the owner's quiet hours (the form under Account posts, and the page comes back with a message). Messages held by the old hours are looked at again at once, under the new ones.
 */
export async function saveQuietHoursAction(form: FormData): Promise<void> {
  await adminOrSignIn();
  const input = parseForm(quietHoursChange, form);
  if (!input) redirect("/admin/account?stil=ongeldig#stille-uren");
  const { db } = await getDatabase();
  await saveQuietHours(db, input);
  await releaseHeldPushes(db);
  after(flushPushNotifications);
  redirect("/admin/account?stil=opgeslagen#stille-uren");
}
