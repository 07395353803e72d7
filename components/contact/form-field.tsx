import type { ReactNode } from "react";
import type { FieldErrors } from "@/lib/leads/contract";

/** The look of the request form's inputs, selects and text area; a field with an error gets a red border. */
export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-700 focus:outline-3 focus:outline-amber-400 aria-[invalid=true]:border-alarm-600";
const labelClass = "block font-medium text-slate-900";

/**
 * What each field of one rendered form gets: the form's `useId` (a field's input id is `${id}-${field}`), and after
 * a refused submit the errors and the values the visitor had typed.
 */
export type FieldState = { id: string; errors: FieldErrors; values: Record<string, string> };

/** The id of the error under a field, which the field names with aria-describedby. */
export const errorId = (inputId: string) => `${inputId}-fout`;

/** The error under a field after a refused submit, or nothing. */
function FieldError({ inputId, error }: { inputId: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={errorId(inputId)} className="mt-1 font-medium text-alarm-700 text-sm">
      {error}
    </p>
  );
}

/** A field's frame: its label, the control (and any hint) given as children, and its error after a refused submit. */
export function LabelledField(props: {
  inputId: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={props.inputId} className={labelClass}>
        {props.label}
      </label>
      {props.children}
      <FieldError inputId={props.inputId} error={props.error} />
    </div>
  );
}
