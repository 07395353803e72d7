/** The scripts and stylesheets a page's HTML links, as `/_next/static/…` paths, each once. */
export function staticFilesIn(html: string): string[] {
  return [...new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"?]+\.(?:js|css))"/g)].map((m) => m[1]!))];
}

/**
 * Fetches a page and each script and stylesheet it links, once, as the first visitor's browser would. From then on
 * server.ts sends those files as the build's brotli copies (lib/http/compressed-assets.ts), so a byte budget
 * measured after this is the one every later visitor gets, whichever tests ran before it.
 */
export async function fetchStaticFilesOf(pageUrl: string): Promise<void> {
  const html = await (await fetch(pageUrl)).text();
  for (const file of staticFilesIn(html)) {
    await (await fetch(new URL(file, pageUrl), { headers: { "accept-encoding": "br" } })).arrayBuffer();
  }
}
