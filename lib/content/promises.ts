/**
 * The promises the site makes (how fast we call back, how fast we are there) are numbers in the site settings
 * (Studio → Bedrijfsgegevens → Beloftes), not sentences: every page renders them through the same placeholders
 * ({callbackRule}, {responseTime}, …), so no page can say a different number, and the admin measures the owner's
 * answers against the same figure the visitor read. The dataset check refuses a promise typed into a text
 * (`promiseLiterals`). Plain relative imports only: the Studio schema and the dataset check import this file.
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

/** "Maandag t/m vrijdag 08:00–17:00" → "maandag t/m vrijdag 08:00–17:00", for use inside a sentence. */
const inSentence = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The text each promise placeholder stands for. */
export function promiseTexts(promises: Promises, officeHours: string) {
  const callbackForm = `binnen ${duration(promises.callbackMinutes)}`;
  const callbackNextDay = `de volgende werkdag vóór ${clockTime(promises.callbackNextDayBefore)}`;
  return {
    acuteResponseTime: `binnen ${duration(promises.acuteArrivalHours * 60)}`,
    responseTime: `op werkdagen binnen ${duration(promises.repairArrivalHours * 60)}`,
    repairTime: `binnen ${promises.definitiveRepairWorkdays} ${promises.definitiveRepairWorkdays === 1 ? "werkdag" : "werkdagen"}`,
    callbackForm,
    callbackNextDay,
    callbackRule: `Tijdens kantoortijden (${inSentence(officeHours)}) bellen we je ${callbackForm} terug, daarbuiten ${callbackNextDay}.`,
    emergencyCallback: `binnen ${duration(promises.emergencyCallbackMinutes)}`,
    stormNote: promises.stormNote,
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
