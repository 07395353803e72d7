import "server-only";
import { z } from "zod";
import { leadStatuses } from "@/lib/db/schema";

/**
 * What the admin's forms send to the server actions (lib/admin/actions.ts), as zod schemas; the actions' input types
 * are inferred from them. Input that fails its schema does nothing: the admin's own forms always send valid input,
 * so anything else is a stale page or a forged request, and neither may reach the database.
 */

/** A lead's or photo's id: a UUID as PostgreSQL writes it. Anything else is unknown, never a database error. */
export const recordId = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

/** One lead: deleting it, or clearing where it came from. */
export const leadRef = z.object({ id: recordId });
export type LeadRef = z.infer<typeof leadRef>;

/** One of the owner's push devices, removed under Account. */
export const deviceRef = z.object({ device: recordId });

/** A lead's new status, one of those the admin can pick. */
export const leadStatusChange = z.object({ id: recordId, status: z.enum(leadStatuses) });
export type LeadStatusChange = z.infer<typeof leadStatusChange>;

/** "HH:MM", as a time field sends it. */
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/**
 * The owner's quiet hours for push messages: on (the checkbox is sent) or off, from and until a time of day. Two
 * equal times make no span and are refused while the quiet hours are on.
 */
export const quietHoursChange = z
  .object({ enabled: z.literal("1").optional(), start: timeOfDay, end: timeOfDay })
  .transform(({ enabled, start, end }) => ({ enabled: enabled === "1", start, end }))
  .refine((hours) => !hours.enabled || hours.start !== hours.end);
export type QuietHoursChange = z.infer<typeof quietHoursChange>;

/** A form's text fields as an object for a schema (a file counts as absent). */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in fields)) fields[name] = value;
  return fields;
}

/** The form's input as its schema reads it, or null when it does not fit. */
export function parseForm<Schema extends z.ZodType>(schema: Schema, form: FormData): z.output<Schema> | null {
  const result = schema.safeParse(formFields(form));
  return result.success ? result.data : null;
}
