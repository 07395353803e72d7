import { saveQuietHoursAction } from "@/lib/admin/quiet-hours-actions";
import type { QuietHours } from "@/lib/notifications/quiet-hours";

const input =
  "mt-1 block w-full rounded-lg border border-slate-500 px-3 py-2.5 text-base focus:border-brand-700 focus:outline-3 focus:outline-amber-400";

const notices: Record<string, { text: string; ok: boolean }> = {
  opgeslagen: { text: "De stille uren zijn opgeslagen.", ok: true },
  ongeldig: { text: "Kies een begin- en eindtijd die van elkaar verschillen.", ok: false },
};

/**
 * The owner's quiet hours for push messages: a plain form posting to a server action, with no client code of its
 * own (the page reloads with a message). Ordinary requests wait until the quiet hours end; storm damage and water
 * coming in always come through.
 */
export function QuietHoursForm({ hours, notice }: { hours: QuietHours; notice?: string }) {
  const message = notice ? notices[notice] : undefined;
  return (
    <form action={saveQuietHoursAction} aria-label="Stille uren" className="space-y-4">
      <p className="text-slate-700">
        Gewone aanvragen komen tijdens de stille uren niet als melding binnen, maar direct daarna. Stormschade en water
        binnen komen altijd door.
      </p>
      <label className="flex items-center gap-3 font-medium">
        <input
          type="checkbox"
          name="enabled"
          value="1"
          defaultChecked={hours.enabled}
          className="size-5 accent-brand-800"
        />
        Stille uren aan
      </label>
      <div className="grid grid-cols-2 gap-4">
        <div>
          <label htmlFor="stil-van" className="block font-medium">
            Van
          </label>
          <input id="stil-van" name="start" type="time" required defaultValue={hours.start} className={input} />
        </div>
        <div>
          <label htmlFor="stil-tot" className="block font-medium">
            Tot
          </label>
          <input id="stil-tot" name="end" type="time" required defaultValue={hours.end} className={input} />
        </div>
      </div>
      {message && (
        <p
          role={message.ok ? "status" : "alert"}
          className={message.ok ? "font-medium text-green-800" : "font-medium text-alarm-700"}
        >
          {message.text}
        </p>
      )}
      <button
        type="submit"
        className="min-h-12 rounded-lg bg-brand-800 px-5 font-semibold text-white hover:bg-brand-900"
      >
        Stille uren opslaan
      </button>
    </form>
  );
}
