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
import type { ChoiceField as Choice, FormVariant, LeadField, ShownField } from "@/lib/forms/contract";
import { hiddenFields, maxLengths } from "@/lib/forms/form-limits";
import { clearDraft, restoreDraft, saveDraft } from "@/lib/leads/form-draft";
import { initialLeadFormState, type LeadFormState } from "@/lib/leads/form-state";
import {
  ChoiceField,
  errorId,
  FailureToast,
  inputClass,
  isFailure,
  LabelledField,
  PhotoField,
  TextField,
  UnsentNotice,
} from "./lead-form-parts";

export type LeadFormProps = {
  /**
   * `full`: the quote form. `minimal`: name, phone and message, in the town leak hero and the home page.
   * `storm`: the storm damage report. `message`: the contact blocks' message form.
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
  /** The fields the variant shows, labelled, and its drop-down questions (given by the server wrapper, RequestForm). */
  fields: ShownField[];
  choices: Choice[];
  /** The words on the send button. */
  submitLabel: string;
  /** The price guide's job and size the visitor asked to have fixed; the server prices them itself. */
  estimate?: { job: string; size: string };
  /** The line under the submit button: what the data is for, with a link to the privacy policy. */
  notice?: ReactNode;
  /**
   * The server action that stores the request (`submitLead`), handed in by the server wrapper RequestForm: the
   * client form does not import the leads code, and a page's HTML carries only the action's reference.
   */
  submit: (previous: LeadFormState, form: FormData) => Promise<LeadFormState>;
};

/** The one-line fields, in the order the form shows them: each variant shows those of its fields. */
const textFields: { field: keyof typeof maxLengths; type?: "email" | "tel"; autoComplete: string }[] = [
  { field: "name", autoComplete: "name" },
  { field: "email", type: "email", autoComplete: "email" },
  { field: "phone", type: "tel", autoComplete: "tel" },
  { field: "address", autoComplete: "address-line1" },
];

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
 * and offers to send again (offline: it sends itself when the connection returns). What is typed, but for the e-mail
 * address and the street address, is also kept in the tab for half an hour after the last keystroke or until the
 * request is accepted (lib/leads/form-draft.ts), so a reload loses nothing either.
 */
export function LeadForm({
  variant,
  formName,
  pagePath,
  town,
  phone,
  whatsapp,
  fields,
  choices,
  submitLabel,
  estimate,
  notice,
  submit,
}: LeadFormProps) {
  const [actionState, action, actionPending] = useActionState(submit, initialLeadFormState);
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
  const failed = isFailure(state.status);
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
        setAnswer(await submit(state, data));
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
  const fieldProps = { id, errors, values };
  const shown = (field: LeadField) => fields.find((shownField) => shownField.field === field);
  const message = shown("message");

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

        {textFields.map((text) => {
          const field = shown(text.field);
          return (
            field && (
              <TextField
                key={text.field}
                {...text}
                label={field.label}
                required={field.required}
                maxLength={maxLengths[text.field]}
                {...fieldProps}
              />
            )
          );
        })}
        {choices.map((choice) => (
          <ChoiceField
            key={choice.field}
            choice={choice}
            resetKey={state.status === "invalid" ? state.attempt : "initial"}
            {...fieldProps}
          />
        ))}
        {message && (
          <LabelledField inputId={f("message")} label={message.label} error={errors.message}>
            <textarea
              id={f("message")}
              name="message"
              rows={4}
              required={message.required}
              maxLength={maxLengths.message}
              defaultValue={values.message}
              aria-invalid={!!errors.message}
              aria-describedby={errors.message ? errorId(f("message")) : undefined}
              className={inputClass}
            />
          </LabelledField>
        )}
        {shown("photos") && <PhotoField id={id} errors={errors} shrinking={shrinking} />}
        {state.status === "invalid" && (
          <p role="alert" className="font-medium text-error-700">
            Controleer de velden hierboven.
          </p>
        )}
        {unsent && <UnsentNotice offline={unsent.offline} text={unsent.text} phone={phone} whatsapp={whatsapp} />}
        <button
          type="submit"
          disabled={pending}
          className="inline-flex min-h-12 w-full items-center justify-center rounded-[10px] bg-ink px-6 py-3 font-bold text-lg text-white hover:bg-ink-2 disabled:cursor-wait disabled:opacity-70"
        >
          {pending ? "Verzenden..." : unsent ? "Opnieuw versturen" : submitLabel}
        </button>
        {notice}
        {failed && (
          // Also visible without JavaScript, where the toast below never opens.
          <noscript>
            <p className="font-medium text-error-700">
              Er ging iets mis. Probeer het opnieuw of bel ons direct: {phone.display}
            </p>
          </noscript>
        )}
      </form>
      {toastOpen && <FailureToast status={state.status} phone={phone} onClose={() => setToastOpen(false)} />}
    </>
  );
}
