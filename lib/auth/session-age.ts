import "server-only";

/**
 * How long a sign-in lasts at most. A session in use renews itself for a week at a time (lib/auth/auth.ts); without
 * an end, a stolen cookie or a forgotten shared computer would stay signed in for good. The guard (session.ts), the
 * purge and the push messages (a device lives as long as its sign-in) all end a session by this one number.
 */
export const maxSessionAgeMs = 30 * 24 * 60 * 60 * 1000;
