const relative = new Intl.RelativeTimeFormat("nl", { numeric: "auto" });

/** "3 uur geleden" */
export function timeAgo(date: Date, now = Date.now()): string {
  const seconds = Math.round((date.getTime() - now) / 1000);
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ["day", 86_400],
    ["hour", 3_600],
    ["minute", 60],
  ];
  for (const [unit, size] of steps)
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  return "zojuist";
}

/** Stored text as the admin lists it: at most `max` characters, so no value can swell a page. */
export const truncate = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** "7 min", "2 u 5 min", "3 d 4 u": a span of minutes as the owner reads it at a glance. */
export function formatMinutes(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  if (whole < 24 * 60) return `${Math.floor(whole / 60)} u${whole % 60 ? ` ${whole % 60} min` : ""}`;
  const hours = Math.floor(whole / 60);
  return `${Math.floor(hours / 24)} d${hours % 24 ? ` ${hours % 24} u` : ""}`;
}
