"use client";

import {
  type FormEvent,
  type ReactNode,
  useActionState,
  useEffect,
  useId,
  useRef,
  useState,
  useTransition,
} from "react";
import { analyticsSessionId, currentVisit } from "@/lib/analytics/client";
import { submitLead } from "@/lib/leads/actions";
import {
  type ChoiceField,
  type FormVariant,
  hiddenFields,
  type LeadField,
  maxLengths,
  maxPhotoMegabytes,
  maxPhotos,
  photoContentTypes,
  variantFields,
} from "@/lib/leads/contract";
import { clearDraft, restoreDraft, saveDraft } from "@/lib/leads/form-draft";
import { initialLeadFormState, type LeadFormState } from "@/lib/leads/form-state";
import { telHref, whatsappHref } from "@/lib/site/contact-links";

export type LeadFormProps = {
  /**
   * `full`: the quote/contact form. `minimal`: name, phone and message, in the town leak hero and the home page.
   * `storm`: the storm damage report.
   */
  variant: FormVariant;
  /** Accessible name of the form, e.g. "Offerte aanvragen". */
  formName: string;
  /** The page's path, stored with the lead. */
  pagePath: string;
  /** The town page's slug, when the form sits on one. */
  town?: string;
  phone: { display: string; e164: string };
  /** The WhatsApp number offered when a request could not be sent. */
  whatsapp: string;
  /** The variant's drop-down questions with their options (given by the server wrapper, RequestForm). */
  choices: ChoiceField[];
  /** The price guide's job and size the visitor asked to have fixed; the server prices them itself. */
  estimate?: { job: string; size: string };
  /** The line under the submit button: what the data is for, with a link to the privacy policy. */
  notice?: ReactNode;
};

const input =
  "mt-1 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-700 focus:outline-3 focus:outline-amber-400 aria-[invalid=true]:border-alarm-600";
const labelClass = "block font-medium text-slate-900";

const submitLabels: Record<FormVariant, string> = {
  full: "Gratis offerte aanvragen",
  minimal: "Bel mij terug",
  storm: "Schade melden",
};

function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A redirect thrown by a server action (to /bedankt): the request was accepted. */
const isRedirect = (error: unknown) =>
  String((error as { digest?: unknown } | null)?.digest).startsWith("NEXT_REDIRECT");

/**
 * A request form. It posts to a server action, so it also works without JavaScript; with it, the button shows
 * 'Verzenden...' while sending and a refusal shows a toast with the phone number. Each rendered form gets its own
 * idempotency key, so a double click or a retry stores one request.
 *
 * With JavaScript the form calls the action itself, so that a request that never reached the server (no signal) or
 * came back as a proxy's error page keeps everything typed and picked, says so with the phone number and WhatsApp,
 * and offers to send again (offline: it sends itself when the connection returns). What is typed is also kept in
 * the tab until the request is accepted (lib/leads/form-draft.ts), so a reload loses nothing either.
 */
export function LeadForm({
  variant,
  formName,
  pagePath,
  town,
  phone,
  whatsapp,
  choices,
  estimate,
  notice,
}: LeadFormProps) {
  const [actionState, action, actionPending] = useActionState(submitLead, initialLeadFormState);
  const [answer, setAnswer] = useState<LeadFormState | null>(null);
  const [unsent, setUnsent] = useState<{ offline: boolean; text: string } | null>(null);
  const [sending, startSending] = useTransition();
  const form = useRef<HTMLFormElement>(null);
  // Picked photos being shrunk in the browser (lib/leads/photo-shrink.ts, loaded on the first pick).
  const shrinking = useRef<Promise<void> | null>(null);
  const [key, setKey] = useState("");
  const [sessionId, setSessionId] = useState("anonymous");
  const [visit, setVisit] = useState("");
  const [toastOpen, setToastOpen] = useState(false);
  const id = useId();
  const draftName = `${pagePath}:${variant}`;
  const state = answer ?? actionState;
  const pending = actionPending || sending;

  // Made in the browser: the page itself is the same static HTML for every visitor.
  useEffect(() => {
    setKey((form.current && restoreDraft(draftName, form.current)?.key) || newKey());
    setSessionId(analyticsSessionId());
    setVisit(JSON.stringify(currentVisit() ?? {}));
  }, [draftName]);
  const failed = state.status === "error" || state.status === "rate-limited" || state.status === "capacity";
  // biome-ignore lint/correctness/useExhaustiveDependencies: every new answer reopens the toast, also a second failure in a row
  useEffect(() => setToastOpen(failed), [failed, state]);
  // Offline: the request goes by itself once the browser is back online, with the same key.
  useEffect(() => {
    if (!unsent?.offline) return;
    const retry = () => form.current?.requestSubmit();
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [unsent]);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    startSending(async () => {
      // Photos still being shrunk go when they are ready: never half-replaced, the button disabled meanwhile.
      while (shrinking.current) await shrinking.current;
      const data = new FormData(element);
      try {
        setAnswer(await submitLead(state, data));
        setUnsent(null);
      } catch (error) {
        if (isRedirect(error)) return clearDraft(draftName);
        const typed = (name: string) => String(data.get(name) ?? "").trim();
        const text = [typed("message"), [typed("name"), typed("phone")].filter(Boolean).join(", ")];
        setUnsent({ offline: !navigator.onLine, text: text.filter(Boolean).join("\n\n") });
      }
    });
  }

  const errors = state.status === "invalid" ? state.errors : {};
  const values = state.status === "invalid" ? state.values : {};
  const f = (name: string) => `${id}-${name}`;
  const describedBy = (name: LeadField) => (errors[name] ? f(`${name}-fout`) : undefined);
  const errorText = (name: LeadField) =>
    errors[name] ? (
      <p id={f(`${name}-fout`)} className="mt-1 font-medium text-alarm-700 text-sm">
        {errors[name]}
      </p>
    ) : null;

  const fieldProps = { id, errors, values };
  const shows = (field: LeadField) => variantFields[variant].includes(field);

  return (
    <>
      <form
        ref={form}
        action={action}
        onSubmit={send}
        onInput={(event) => saveDraft(draftName, event.currentTarget, key)}
        aria-label={formName}
        aria-busy={pending || undefined}
        className="space-y-4"
      >
        <input type="hidden" name={hiddenFields.variant} value={variant} />
        <input type="hidden" name={hiddenFields.page} value={pagePath} />
        {town && <input type="hidden" name={hiddenFields.town} value={town} />}
        {estimate && <input type="hidden" name={hiddenFields.estimateJob} value={estimate.job} />}
        {estimate && <input type="hidden" name={hiddenFields.estimateSize} value={estimate.size} />}
        <input type="hidden" name={hiddenFields.idempotencyKey} value={key} />
        <input type="hidden" name={hiddenFields.sessionId} value={sessionId} />
        <input type="hidden" name={hiddenFields.visit} value={visit} />
        {/* Honeypot: invisible and unreachable for people; bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={f(hiddenFields.honeypot)}>Laat dit veld leeg</label>
          <input
            id={f(hiddenFields.honeypot)}
            name={hiddenFields.honeypot}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>

        <TextField field="name" label="Naam *" autoComplete="name" maxLength={maxLengths.name} {...fieldProps} />
        {shows("email") && (
          <TextField
            field="email"
            label="E-mailadres *"
            type="email"
            autoComplete="email"
            maxLength={maxLengths.email}
            {...fieldProps}
          />
        )}
        <TextField
          field="phone"
          label="Telefoonnummer *"
          type="tel"
          autoComplete="tel"
          maxLength={maxLengths.phone}
          {...fieldProps}
        />
        {shows("address") && (
          <TextField
            field="address"
            label="Adres *"
            autoComplete="street-address"
            maxLength={maxLengths.address}
            {...fieldProps}
          />
        )}
        {choices.map((choice) => (
          <div key={choice.field}>
            <label htmlFor={f(choice.field)} className={labelClass}>
              {choice.label}
            </label>
            <select
              key={state.status === "invalid" ? state.attempt : "initial"}
              id={f(choice.field)}
              name={choice.field}
              required={choice.required}
              defaultValue={values[choice.field] ?? ""}
              aria-invalid={!!errors[choice.field]}
              aria-describedby={describedBy(choice.field)}
              className={input}
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
            {errorText(choice.field)}
          </div>
        ))}
        {shows("message") && (
          <div>
            <label htmlFor={f("message")} className={labelClass}>
              {variant === "full" ? "Korte omschrijving" : "Wat is er aan de hand? *"}
            </label>
            <textarea
              id={f("message")}
              name="message"
              rows={4}
              required={variant === "minimal"}
              maxLength={maxLengths.message}
              defaultValue={values.message}
              aria-invalid={!!errors.message}
              aria-describedby={describedBy("message")}
              className={input}
            />
            {errorText("message")}
          </div>
        )}
        {shows("photos") && (
          <div>
            <label htmlFor={f("photos")} className={labelClass}>
              Foto’s van het dak of de lekkage (optioneel)
            </label>
            <p id={f("photos-hint")} className="text-slate-700 text-sm">
              {`Maximaal ${maxPhotos} foto’s (JPEG, PNG, HEIC of WebP), elk tot ${maxPhotoMegabytes} MB. We verwijderen locatie- en cameragegevens.`}
            </p>
            <input
              id={f("photos")}
              name="photos"
              type="file"
              multiple
              // HEIC by extension too: not every browser's file picker knows its content type.
              accept={[...photoContentTypes, ".heic", ".heif"].join(",")}
              aria-invalid={!!errors.photos}
              aria-describedby={[f("photos-hint"), describedBy("photos")].filter(Boolean).join(" ")}
              onChange={(event) => {
                // Each pick is made smaller before it is sent (a 12 MP photo travels as about 0.4 MB); a file the
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
            {errorText("photos")}
          </div>
        )}
        {state.status === "invalid" && (
          <p role="alert" className="font-medium text-alarm-700">
            Controleer de velden hierboven.
          </p>
        )}
        {unsent && (
          <div role="alert" className="rounded-lg border-2 border-alarm-600 bg-white p-4 text-slate-900">
            <p className="font-bold text-alarm-700">
              {unsent.offline
                ? "We versturen je aanvraag zodra je weer verbinding hebt."
                : "Je aanvraag is niet verstuurd."}
            </p>
            <p className="mt-1">Wat je hebt ingevuld staat er nog. Je kunt ons ook direct bellen of appen:</p>
            <p className="mt-3 flex flex-wrap gap-2">
              <a
                href={telHref(phone.e164)}
                className="min-h-11 rounded-lg bg-accent-600 px-4 py-2.5 font-semibold text-white"
              >
                {`Bel ${phone.display}`}
              </a>
              <a
                href={whatsappHref(whatsapp, unsent.text)}
                target="_blank"
                rel="noopener noreferrer"
                className="min-h-11 rounded-lg bg-whatsapp-600 px-4 py-2.5 font-semibold text-white"
              >
                WhatsApp
              </a>
            </p>
          </div>
        )}
        <button
          type="submit"
          disabled={pending}
          className="inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-accent-600 px-6 py-3 font-semibold text-lg text-white hover:bg-accent-700 disabled:cursor-wait disabled:opacity-70"
        >
          {pending ? "Verzenden..." : unsent ? "Opnieuw versturen" : submitLabels[variant]}
        </button>
        {notice}
        {failed && (
          // Also visible without JavaScript, where the toast below never opens.
          <noscript>
            <p className="font-medium text-alarm-700">
              Er ging iets mis. Probeer het opnieuw of bel ons direct: {phone.display}
            </p>
          </noscript>
        )}
      </form>
      {toastOpen && (
        <div
          role="alert"
          className="fixed inset-x-3 top-20 z-50 mx-auto max-w-md rounded-xl bg-alarm-700 p-4 text-white shadow-2xl"
        >
          <div className="flex items-start justify-between gap-3">
            <div>
              <p className="font-bold text-lg">Er ging iets mis</p>
              <p className="mt-1">
                {state.status === "rate-limited"
                  ? "Je hebt in korte tijd veel aanvragen verstuurd. Probeer het over een paar minuten opnieuw of bel ons direct: "
                  : state.status === "capacity"
                    ? "We kunnen je aanvraag nu niet via de website ontvangen. Bel ons direct: "
                    : "Probeer het opnieuw of bel ons direct: "}
                <a href={telHref(phone.e164)} className="font-bold underline underline-offset-2">
                  {phone.display}
                </a>
              </p>
            </div>
            <button
              type="button"
              onClick={() => setToastOpen(false)}
              className="flex size-11 shrink-0 items-center justify-center rounded-full text-2xl hover:bg-white/10"
              aria-label="Melding sluiten"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        </div>
      )}
    </>
  );
}

/** A required one-line field with its label and, after a failed submit, its error. */
function TextField(props: {
  field: LeadField;
  label: string;
  type?: "text" | "email" | "tel";
  autoComplete: string;
  maxLength: number;
  id: string;
  errors: Partial<Record<LeadField, string>>;
  values: Record<string, string>;
}) {
  const inputId = `${props.id}-${props.field}`;
  const error = props.errors[props.field];
  return (
    <div>
      <label htmlFor={inputId} className={labelClass}>
        {props.label}
      </label>
      <input
        id={inputId}
        name={props.field}
        type={props.type ?? "text"}
        required
        maxLength={props.maxLength}
        autoComplete={props.autoComplete}
        defaultValue={props.values[props.field]}
        aria-invalid={!!error}
        aria-describedby={error ? `${inputId}-fout` : undefined}
        className={input}
      />
      {error && (
        <p id={`${inputId}-fout`} className="mt-1 font-medium text-alarm-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
