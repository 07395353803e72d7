/**
 * The promises the site makes (how fast we call back, how fast we are there) are numbers in the site settings
 * (Studio → Bedrijfsgegevens → Beloftes), not sentences: every page renders them through the same placeholders
 * ({callbackRule}, {responseTime}, …), so no page can say a different number, and the admin measures the owner's
 * answers against the same figure the visitor read. The dataset check refuses a promise typed into a text
 * (`promiseLiterals`) and a promise figure without "meestal" (studio/checks/promise-qualifiers.ts).
 *
 * Two things keep a promise true on the worst night. Each is worded as what usually happens ("meestal binnen 4 uur"):
 * a roofer who covers 35 km at night cannot guarantee a figure, and a promise stated as a guarantee that is not kept
 * misleads (art. 6:193c BW). And while storm mode is on, the storm's own words (Studio → Stormmodus → Beloftes tijdens
 * de storm) stand in every place a promise stands, so no page promises four hours on a storm night.
 *
 * Plain relative imports only: the Studio schema and the dataset check import this file.
 */

export type Promises = {
  /** A sent form during office hours: called back within this many minutes. */
  callbackMinutes: number;
  /** A form sent outside office hours: called back the next working day before this time ("09:00"). */
  callbackNextDayBefore: string;
  /** An app message or voicemail on the emergency line, day and night. */
  emergencyCallbackMinutes: number;
  /** An acute leak (water inside): on site within this many hours, day and night. */
  acuteArrivalHours: number;
  /** An ordinary repair: on site within this many hours on working days. */
  repairArrivalHours: number;
  /** After an emergency cover, the definitive repair within this many working days. */
  definitiveRepairWorkdays: number;
  /** The exception after a heavy storm, in the owner's words. */
  stormNote: string;
};

/**
 * What the promises say while storm mode is on, in the owner's words, each fitting the sentence its placeholder
 * stands in ("Dan zijn we er {acuteResponseTime}" → "Dan zijn we er zo snel als we kunnen").
 */
export type StormPromiseWords = {
  /** For {acuteResponseTime}: water inside. */
  acuteArrival: string;
  /** For {responseTime}: an ordinary visit. */
  repairArrival: string;
  /** For {emergencyCallback} and {callbackForm}: calling back after an app, a voicemail or a form. */
  callback: string;
  /** For {repairTime}: the definitive repair after the emergency cover. */
  definitiveRepair: string;
  /** For {callbackRule}: the whole sentence about calling back after a form. */
  callbackRule: string;
};

/** The word that makes a promise say what usually happens; the dataset check looks for it or one like it. */
export const usually = "meestal";

/** "15 minuten", "een uur", "2 uur". */
export function duration(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} ${minutes === 1 ? "minuut" : "minuten"}`;
  const hours = minutes / 60;
  return hours === 1 ? "een uur" : `${hours} uur`;
}

/** "09:00" → "9.00 uur": the Dutch way of writing a time in running text. */
export function clockTime(time: string): string {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(time.trim());
  if (!match) return time;
  return `${Number(match[1])}.${match[2]} uur`;
}

/**
 * The text each promise placeholder stands for. `officeHours` is the office hours as running text ("maandag t/m
 * vrijdag 8.00–17.00 uur, niet op feestdagen", office-hours.ts); `storm` the storm's words while storm mode is on.
 */
export function promiseTexts(promises: Promises, officeHours: string, storm?: StormPromiseWords | null) {
  const callbackForm = `${usually} binnen ${duration(promises.callbackMinutes)}`;
  const callbackNextDay = `de volgende werkdag vóór ${clockTime(promises.callbackNextDayBefore)}`;
  const workdays = promises.definitiveRepairWorkdays;
  const normal = {
    acuteResponseTime: `${usually} binnen ${duration(promises.acuteArrivalHours * 60)}`,
    responseTime: `op werkdagen ${usually} binnen ${duration(promises.repairArrivalHours * 60)}`,
    repairTime: `${usually} binnen ${workdays} ${workdays === 1 ? "werkdag" : "werkdagen"}`,
    callbackForm,
    callbackNextDay,
    callbackRule: `Tijdens kantoortijden (${officeHours}) bellen we je ${callbackForm} terug, daarbuiten ${callbackNextDay}.`,
    emergencyCallback: `${usually} binnen ${duration(promises.emergencyCallbackMinutes)}`,
    stormNote: promises.stormNote,
    officeHours,
  };
  if (!storm) return normal;
  return {
    ...normal,
    acuteResponseTime: storm.acuteArrival,
    responseTime: storm.repairArrival,
    repairTime: storm.definitiveRepair,
    callbackForm: storm.callback,
    callbackNextDay: storm.callback,
    callbackRule: storm.callbackRule,
    emergencyCallback: storm.callback,
  };
}

export type PromisePlaceholder = keyof ReturnType<typeof promiseTexts>;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A promise typed into a text instead of its placeholder, as patterns: the figure with its unit however it is
 * spaced ("4 uur", "24 uur", "15 minuten", "3 werkdagen"), "binnen een uur" for an hour, and the next-day time.
 */
export function promiseLiterals(promises: Promises): { what: string; pattern: RegExp; use: string }[] {
  const figure = (amount: number, unit: string) => new RegExp(`(?<![\\d,.])${amount}\\s*${unit}(?![\\w-])`, "i");
  const minutes = (value: number) =>
    value % 60 === 0
      ? value === 60
        ? /binnen\s+(?:een|één|1)\s+uur(?![\w-])/i
        : figure(value / 60, "uur")
      : figure(value, "minuten");
  const time = /^(\d{1,2})[:.](\d{2})$/.exec(promises.callbackNextDayBefore.trim());
  const literals = [
    { what: "the call-back promise", pattern: minutes(promises.callbackMinutes), use: "{callbackRule}" },
    {
      what: "the emergency line's call-back",
      pattern: minutes(promises.emergencyCallbackMinutes),
      use: "{emergencyCallback}",
    },
    { what: "the acute-leak promise", pattern: figure(promises.acuteArrivalHours, "uur"), use: "{acuteResponseTime}" },
    { what: "the repair-visit promise", pattern: figure(promises.repairArrivalHours, "uur"), use: "{responseTime}" },
    {
      what: "the definitive-repair promise",
      pattern: figure(promises.definitiveRepairWorkdays, "werkdag(?:en)?"),
      use: "{repairTime}",
    },
  ];
  if (time) {
    literals.push({
      what: "the next-day call-back time",
      pattern: new RegExp(`vóór\\s+0?${Number(time[1])}[.:]${escapeRegex(time[2]!)}`, "i"),
      use: "{callbackNextDay}",
    });
  }
  return literals;
}
