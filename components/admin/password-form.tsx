"use client";

import { useActionState } from "react";
import { SubmitButton } from "@/components/admin/submit-button";
import { changePassword, type PasswordState } from "@/lib/auth/account-actions";
import { minPasswordLength } from "@/lib/auth/password-rules";

const input =
  "mt-1 block w-full rounded-lg border border-slate-500 px-3 py-2.5 text-base focus:border-brand-700 focus:outline-3 focus:outline-amber-400";

const messages: Partial<Record<PasswordState["status"], string>> = {
  "wrong-current": "Je huidige wachtwoord klopt niet.",
  error: "Er ging iets mis. Probeer het opnieuw.",
};

export function PasswordForm() {
  const [state, action] = useActionState(changePassword, { status: "idle" } as PasswordState);
  const message =
    state.status === "invalid"
      ? state.message
      : state.status === "wait"
        ? `Te veel verkeerde pogingen. Probeer het over ${state.wait} opnieuw.`
        : messages[state.status];
  return (
    <form action={action} aria-label="Wachtwoord wijzigen" className="space-y-4">
      {[
        ["current", "Huidig wachtwoord", "current-password"],
        ["new", `Nieuw wachtwoord (minstens ${minPasswordLength} tekens)`, "new-password"],
        ["repeat", "Nieuw wachtwoord nog een keer", "new-password"],
      ].map(([name, label, autoComplete]) => (
        <div key={name}>
          <label htmlFor={`wachtwoord-${name}`} className="block font-medium">
            {label}
          </label>
          <input
            id={`wachtwoord-${name}`}
            name={name}
            type="password"
            required
            minLength={name === "current" ? undefined : minPasswordLength}
            maxLength={200}
            autoComplete={autoComplete}
            className={input}
          />
        </div>
      ))}
      {message && (
        <p
          role="status"
          className={state.status === "changed" ? "font-medium text-green-800" : "font-medium text-alarm-700"}
        >
          {message}
        </p>
      )}
      <SubmitButton label="Wachtwoord opslaan" pendingLabel="Opslaan..." className="px-5" />
    </form>
  );
}
