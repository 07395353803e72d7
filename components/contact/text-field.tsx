import type { LeadField } from "@/lib/leads/contract";
import { errorId, type FieldState, inputClass, LabelledField } from "./form-field";

/** A required one-line field with its label and, after a failed submit, its error. */
export function TextField(
  props: {
    field: LeadField;
    label: string;
    type?: "text" | "email" | "tel";
    autoComplete: string;
    maxLength: number;
  } & FieldState,
) {
  const inputId = `${props.id}-${props.field}`;
  const error = props.errors[props.field];
  return (
    <LabelledField inputId={inputId} label={props.label} error={error}>
      <input
        id={inputId}
        name={props.field}
        type={props.type ?? "text"}
        required
        maxLength={props.maxLength}
        autoComplete={props.autoComplete}
        defaultValue={props.values[props.field]}
        aria-invalid={!!error}
        aria-describedby={error ? errorId(inputId) : undefined}
        className={inputClass}
      />
    </LabelledField>
  );
}
