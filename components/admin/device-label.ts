/**
 * A short name for the device a push subscription belongs to, from its browser's user agent ("Chrome op Android",
 * "Safari op iPhone"), so the owner can tell the devices apart. Import-free: the account page's script loads it.
 */
export function deviceLabel(userAgent: string): string {
  const browser = [
    [/EdgA?\//, "Edge"],
    [/SamsungBrowser\//, "Samsung Internet"],
    [/Firefox\/|FxiOS\//, "Firefox"],
    [/OPR\//, "Opera"],
    [/Chrome\/|CriOS\//, "Chrome"],
    [/Safari\//, "Safari"],
  ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] as string | undefined;
  const system = [
    [/iPhone/, "iPhone"],
    [/iPad/, "iPad"],
    [/Android/, "Android"],
    [/Windows/, "Windows"],
    [/Macintosh|Mac OS X/, "Mac"],
    [/CrOS/, "Chromebook"],
    [/Linux/, "Linux"],
  ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] as string | undefined;
  if (browser && system) return `${browser} op ${system}`;
  return browser ?? system ?? "Onbekend toestel";
}
