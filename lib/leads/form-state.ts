import type { FieldErrors } from "./validation";

/** What the request form shows after a submit that did not lead to /bedankt. */
export type LeadFormState =
  | { status: "idle" }
  | { status: "invalid"; errors: FieldErrors; values: Record<string, string> }
  | { status: "rate-limited" }
  | { status: "error" };

export const initialLeadFormState: LeadFormState = { status: "idle" };
