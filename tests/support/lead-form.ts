/** A per-address rate limit no test of something else reaches. */
export const generous = { limit: 1000, windowSeconds: 600 };

/**
 * A lead form as the browser posts it: each field that is not null, then each photo under "photos" (named as a
 * phone would name it).
 */
export function leadForm(
  fields: Record<string, string | null>,
  photos: Blob[] = [],
  photoName = (n: number) => `dak-${n}.jpg`,
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== null) form.set(key, value);
  for (const [n, photo] of photos.entries()) form.append("photos", photo, photoName(n));
  return form;
}
