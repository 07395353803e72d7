/**
 * The one rule for an admin password, wherever one is chosen: the account page's form and its server action, the
 * sign-in library's own check, `npm run admin:create` and ADMIN_PASSWORD at start-up. Long enough that guessing it
 * at the throttled sign-in rate is hopeless. Plain module: the admin-create script imports it outside Next.
 */
export const minPasswordLength = 12;

/** Why a password is refused, in the words the owner reads, or null when it may be used. */
export function passwordProblem(password: string): string | null {
  return password.length < minPasswordLength ? `Kies een wachtwoord van minstens ${minPasswordLength} tekens.` : null;
}
