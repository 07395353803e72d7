"use client";

import { useActionState } from "react";
import { type SignInState, signIn } from "@/lib/auth/actions";

/** The toast for each outcome; a slowed-down attempt says truthfully why and for how long. */
function messageFor(state: SignInState): [string, string] | null {
  switch (state.status) {
    case "idle":
      return null;
    case "failed":
      return ["Inloggen mislukt", "Controleer uw e-mailadres en wachtwoord"];
    case "throttled":
      return state.reason === "account"
        ? ["Even wachten", `Er zijn veel mislukte pogingen op dit account. Probeer het over ${state.wait} opnieuw.`]
        : ["Te veel mislukte pogingen", `Vanaf dit adres kun je het over ${state.wait} opnieuw proberen.`];
    case "error":
      return ["Er ging iets mis", "Probeer het opnieuw."];
  }
}

export function LoginForm() {
  const [state, action, pending] = useActionState(signIn, { status: "idle" } as SignInState);
  const message = messageFor(state);
  const input =
    "mt-1 block w-full rounded-lg border border-slate-500 px-3 py-2.5 text-base focus:border-brand-700 focus:outline-3 focus:outline-amber-400";
  return (
    <>
      <form action={action} aria-label="Inloggen" className="space-y-4">
        <div>
          <label htmlFor="email" className="block font-medium">
            E-mailadres
          </label>
          <input id="email" name="email" type="email" required autoComplete="username" className={input} />
        </div>
        <div>
          <label htmlFor="password" className="block font-medium">
            Wachtwoord
          </label>
          <input
            id="password"
            name="password"
            type="password"
            required
            autoComplete="current-password"
            className={input}
          />
        </div>
        <button
          type="submit"
          disabled={pending}
          className="min-h-12 w-full rounded-lg bg-brand-800 px-4 font-semibold text-lg text-white hover:bg-brand-900 disabled:opacity-70"
        >
          {pending ? "Inloggen..." : "Inloggen"}
        </button>
      </form>
      {message && !pending && (
        <div
          role="alert"
          className="fixed inset-x-3 top-4 z-50 mx-auto max-w-sm rounded-xl bg-alarm-700 p-4 text-white shadow-2xl"
        >
          <p className="font-bold">{message[0]}</p>
          <p>{message[1]}</p>
        </div>
      )}
    </>
  );
}
