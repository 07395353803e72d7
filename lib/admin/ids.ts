import "server-only";
/** A lead's or photo's id: a UUID as PostgreSQL writes it. Anything else is unknown, never a database error. */
export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);

/** A page number from the query string: a whole number from 1 up to `last`, else 1 or `last`. */
export function pageNumber(value: string | undefined, last: number): number {
  const page = /^\d{1,6}$/.test(value ?? "") ? Number(value) : 1;
  return Math.min(Math.max(page, 1), Math.max(last, 1));
}
