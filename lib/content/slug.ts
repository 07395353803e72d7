/**
 * A slug as the Studio allows it (lower-case letters, digits, single hyphens). Anything else in a URL cannot be a
 * document, so it answers 404 without a query or a cache entry.
 */
export const isSlug = (value: string) => value.length <= 96 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value);
