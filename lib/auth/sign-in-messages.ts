import "server-only";
/**
 * The sign-in form's outcomes. The action answers with a redirect to /auth?melding=… (post, redirect, get), so
 * the message shows the same with or without JavaScript, and a reload never posts the password again.
 */
export type SignInOutcome =
  | { melding: "mislukt" }
  | { melding: "wachten-adres" | "wachten-account"; wacht: string }
  | { melding: "fout" };

export function signInMessage(params: { melding?: string; wacht?: string }): [string, string] | null {
  const wait = /^\d{1,3} (seconde|seconden|minuut|minuten)$/.test(params.wacht ?? "") ? params.wacht : "enkele minuten";
  switch (params.melding) {
    case "mislukt":
      return ["Inloggen mislukt", "Controleer je e-mailadres en wachtwoord"];
    case "wachten-adres":
      return ["Te veel mislukte pogingen", `Vanaf dit adres kun je het over ${wait} opnieuw proberen.`];
    case "wachten-account":
      return ["Even wachten", `Er zijn veel mislukte pogingen op dit account. Probeer het over ${wait} opnieuw.`];
    case "fout":
      return ["Er ging iets mis", "Probeer het opnieuw."];
    default:
      return null;
  }
}

export function signInRedirect(outcome: SignInOutcome): string {
  return `/auth?${new URLSearchParams(outcome)}`;
}
