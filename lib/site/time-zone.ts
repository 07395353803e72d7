/**
 * The business's time zone: every day boundary, office hour and date the owner or a visitor reads is Dutch time,
 * whatever zone the server runs in. Import-free, so server.ts, the Studio and the client can all use it.
 */
export const siteTimeZone = "Europe/Amsterdam";
