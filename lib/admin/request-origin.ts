/** The origin this request reached the server on (behind a proxy: the forwarded host and protocol). */
export function requestOrigin(headers: Headers): string {
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  return `${headers.get("x-forwarded-proto") ?? "http"}://${host}`;
}
