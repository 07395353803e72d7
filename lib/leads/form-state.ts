import type { FieldErrors } from "../forms/contract";

/** What the request form shows after a submit that did not lead to /bedankt. */
export type LeadFormState =
  | { status: "idle" }
  /** `attempt` is new for every answer: React resets a form after its action, and a select keyed on it comes back
   *  with the visitor's choice instead of the empty option. */
  | { status: "invalid"; errors: FieldErrors; values: Record<string, string>; attempt: string }
  | { status: "rate-limited" }
  /** Today's site-wide cap on stored requests is reached: the visitor gets the phone number. */
  | { status: "capacity" }
  | { status: "error" };

export const initialLeadFormState: LeadFormState = { status: "idle" };
