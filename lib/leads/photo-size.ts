/**
 * The size and quality of a stored photo. The server re-encodes every photo to it (lib/leads/photos.ts); with
 * JavaScript the browser does so before sending (lib/leads/photo-shrink.ts), so the server's resize then has
 * nothing left to do. Not in contract.ts: the client form imports that whole module on every page with a form,
 * and these are needed only once a photo is picked.
 */

/** Longest side of a stored photo, in pixels: plenty to see a broken tile, far smaller than a phone's original. */
export const photoMaxSide = 2000;
/** JPEG quality of a stored photo, 0-1. */
export const photoJpegQuality = 0.82;
