import type { LeadFormState } from "@/lib/leads/form-state";
import { telHref } from "@/lib/site/contact-links";

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
      className="fixed inset-x-3 top-20 z-50 mx-auto max-w-md rounded-xl bg-alarm-700 p-4 text-white shadow-2xl"
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
