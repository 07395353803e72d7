"use client";

import { SubmitButton } from "@/components/admin/submit-button";
import { signIn } from "@/lib/auth/actions";

const input =
  "mt-1 block w-full rounded-lg border border-slate-500 px-3 py-2.5 text-base focus:border-brand-700 focus:outline-3 focus:outline-amber-400";

/** E-mail and password; the answer comes back as a message on /auth (see lib/auth/sign-in-messages.ts). */
export function LoginForm() {
  return (
    <form action={signIn} aria-label="Inloggen" className="space-y-4">
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
      <SubmitButton label="Inloggen" pendingLabel="Inloggen..." className="w-full px-4 text-lg" />
    </form>
  );
}
