import type { Promises } from "@/lib/content/promises";
import type { SettingsForTokens } from "@/lib/content/resolve";

/** The promises of the demonstration company, as the settings hold them (Studio → Bedrijfsgegevens → Beloftes). */
export const testPromises: Promises = {
  callbackMinutes: 15,
  callbackNextDayBefore: "09:00",
  emergencyCallbackMinutes: 60,
  acuteArrivalHours: 4,
  repairArrivalHours: 24,
  definitiveRepairWorkdays: 3,
  stormNote: "Na zware storm gaan lekkages met water binnen voor.",
};

/** The part of the site settings the tokens read, for tests of what a text says; spread and override per test. */
export const testSettings: SettingsForTokens = {
  companyName: "Brabant Dakzorg",
  phone: { display: "0413 20 30 40", e164: "+31413203040" },
  whatsapp: { display: "06 98 76 54 32" },
  email: "info@dakzorg.nl",
  kvk: "80153229",
  address: { city: "Veghel" },
  serviceArea: { radiusKm: 35 },
  openingHours: { weekly: [{ from: "monday", to: "friday", opens: "08:00", closes: "17:00" }] },
  claims: { warranty: "12,5 jaar", yearsExperience: "15+", customers: "500+" },
  promises: testPromises,
};
