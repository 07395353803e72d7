import type { ChoiceField as Choice } from "@/lib/leads/contract";
import { errorId, type FieldState, inputClass, LabelledField } from "./form-field";

/**
 * A drop-down question of the request form. `resetKey` is new after every refused submit: React resets a form after
 * its action, and the select, made again, comes back with the visitor's choice instead of the empty option.
 */
export function ChoiceField({
  choice,
  resetKey,
  id,
  errors,
  values,
}: { choice: Choice; resetKey: string } & FieldState) {
  const inputId = `${id}-${choice.field}`;
  const error = errors[choice.field];
  return (
    <LabelledField inputId={inputId} label={choice.label} error={error}>
      <select
        key={resetKey}
        id={inputId}
        name={choice.field}
        required={choice.required}
        defaultValue={values[choice.field] ?? ""}
        aria-invalid={!!error}
        aria-describedby={error ? errorId(inputId) : undefined}
        className={inputClass}
      >
        <option value="" disabled={choice.required}>
          {choice.empty}
        </option>
        {choice.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
