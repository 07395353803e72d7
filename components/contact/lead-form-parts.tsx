/**
 * The lead form's parts: the labelled field frame and its text, choice and photo fields, the failure message and the
 * "not sent" notice. One module on purpose: every module adds its own wrapper to the script of every page with a
 * form, and these parts are never loaded apart from the form.
 */
import type { ReactNode } from "react";
import type { ChoiceField as Choice, FieldErrors, LeadField } from "@/lib/forms/contract";
import { maxPhotoMegabytes, maxPhotos, photoContentTypes } from "@/lib/forms/form-limits";
import type { LeadFormState } from "@/lib/leads/form-state";
import { telHref, whatsappHref } from "@/lib/site/contact-links";

/** The look of the request form's inputs, selects and text area; a field with an error gets a red border. */
export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-700 focus:outline-3 focus:outline-amber-400 aria-[invalid=true]:border-error-600";
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
    <p id={errorId(inputId)} className="mt-1 font-medium text-error-700 text-sm">
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

/** A one-line field (required unless said otherwise) with its label and, after a failed submit, its error. */
export function TextField(
  props: {
    field: LeadField;
    label: string;
    type?: "text" | "email" | "tel";
    autoComplete: string;
    maxLength: number;
    required?: boolean;
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
        required={props.required ?? true}
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

/**
 * The optional photos, with a hint on how many, which kinds and how large. Each pick is made smaller in the browser
 * before it is sent; `shrinking` holds that work while it runs, so the form can wait for it before sending.
 */
export function PhotoField({
  id,
  errors,
  shrinking,
}: Pick<FieldState, "id" | "errors"> & { shrinking: { current: Promise<void> | null } }) {
  const inputId = `${id}-photos`;
  const hintId = `${id}-photos-hint`;
  const error = errors.photos;
  return (
    <LabelledField inputId={inputId} label="Foto’s van het dak of de lekkage (optioneel)" error={error}>
      <p id={hintId} className="text-slate-700 text-sm">
        {`Maximaal ${maxPhotos} foto’s (JPEG, PNG, HEIC of WebP), elk tot ${maxPhotoMegabytes} MB. We verwijderen locatie- en cameragegevens.`}
      </p>
      <input
        id={inputId}
        name="photos"
        type="file"
        multiple
        // HEIC by extension too: not every browser's file picker knows its content type.
        accept={[...photoContentTypes, ".heic", ".heif"].join(",")}
        aria-invalid={!!error}
        aria-describedby={[hintId, error ? errorId(inputId) : undefined].filter(Boolean).join(" ")}
        onChange={(event) => {
          // A 12 MP photo travels as about 0.4 MB (lib/leads/photo-shrink.ts, loaded on the first pick); a file the
          // browser cannot decode stays as picked, and the server handles it. Without JavaScript, the originals.
          const input = event.currentTarget;
          const job: Promise<void> = import("@/lib/leads/photo-shrink")
            .then((shrink) => shrink.shrinkInput(input, [...(input.files ?? [])]))
            .catch(() => {})
            .finally(() => {
              if (shrinking.current === job) shrinking.current = null;
            });
          shrinking.current = job;
        }}
        className="mt-2 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-100 file:px-4 file:font-semibold file:text-brand-900"
      />
    </LabelledField>
  );
}

/** What the toast says for each refusal, before the phone number. */
const failureMessages = {
  "rate-limited":
    "Je hebt in korte tijd veel aanvragen verstuurd. Probeer het over een paar minuten opnieuw of bel ons direct: ",
  capacity: "We kunnen je aanvraag nu niet via de website ontvangen. Bel ons direct: ",
  error: "Probeer het opnieuw of bel ons direct: ",
} as const;

/** The answers that open the toast: the server refused or failed, and the phone number is the way on. */
export const isFailure = (status: LeadFormState["status"]): status is keyof typeof failureMessages =>
  status in failureMessages;

/** The toast at the top of the screen after a refused request, with the phone number and a close button. */
export function FailureToast(props: {
  status: LeadFormState["status"];
  phone: { display: string; e164: string };
  onClose: () => void;
}) {
  return (
    <div
      role="alert"
      className="fixed inset-x-3 top-20 z-50 mx-auto max-w-md rounded-xl bg-error-700 p-4 text-white shadow-2xl"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="font-bold text-lg">Er ging iets mis</p>
          <p className="mt-1">
            {isFailure(props.status) ? failureMessages[props.status] : failureMessages.error}
            <a href={telHref(props.phone.e164)} className="font-bold underline underline-offset-2">
              {props.phone.display}
            </a>
          </p>
        </div>
        <button
          type="button"
          onClick={props.onClose}
          className="flex size-11 shrink-0 items-center justify-center rounded-full text-2xl hover:bg-white/10"
          aria-label="Melding sluiten"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}

/**
 * Said in the form when a request never reached the server (no signal, or a proxy's error page): what was typed is
 * still there, and the phone number and WhatsApp (with `text`, what was typed) are the way on meanwhile.
 */
export function UnsentNotice(props: {
  offline: boolean;
  text: string;
  phone: { display: string; e164: string };
  whatsapp: string;
}) {
  return (
    <div role="alert" className="rounded-lg border-2 border-error-600 bg-white p-4 text-slate-900">
      <p className="font-bold text-error-700">
        {props.offline ? "We versturen je aanvraag zodra je weer verbinding hebt." : "Je aanvraag is niet verstuurd."}
      </p>
      <p className="mt-1">Wat je hebt ingevuld staat er nog. Je kunt ons ook direct bellen of appen:</p>
      <p className="mt-3 flex flex-wrap gap-2">
        <a
          href={telHref(props.phone.e164)}
          className="min-h-11 rounded-lg bg-accent-600 px-4 py-2.5 font-semibold text-white"
        >
          {`Bel ${props.phone.display}`}
        </a>
        <a
          href={whatsappHref(props.whatsapp, props.text)}
          target="_blank"
          rel="noopener noreferrer"
          className="min-h-11 rounded-lg bg-whatsapp-600 px-4 py-2.5 font-semibold text-white"
        >
          WhatsApp
        </a>
      </p>
    </div>
  );
}
