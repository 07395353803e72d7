import { formatMinutes } from "@/lib/admin/format";
import { type LeadHandling, responseFigures } from "@/lib/admin/lead-handling";
import { AdminPanel } from "./admin-panel";

/** How fast the owner answered over the period: median and 90th percentile in office time, and promises kept. */
export function ResponseTimes({
  answered,
  handling,
  period,
}: {
  answered: { createdAt: Date; firstContactAt: Date | null }[];
  handling: LeadHandling;
  period: number;
}) {
  const figures = responseFigures(answered, handling.hours, handling.promiseMinutes);
  return (
    <AdminPanel id="reactietijd-titel" title={`Reactietijd (laatste ${period} dagen)`}>
      {!figures || figures.count === 0 ? (
        <p className="mt-3 text-slate-700">
          Nog geen beantwoorde aanvragen in deze periode. Een aanvraag telt als beantwoord zodra je de status van
          “Nieuw” op iets anders zet.
        </p>
      ) : (
        <>
          <dl className="mt-3 grid grid-cols-3 gap-3" data-testid="response-times">
            <div className="flex flex-col-reverse">
              <dt className="text-slate-700 text-sm">Mediaan tot eerste contact</dt>
              <dd className="font-bold text-2xl text-brand-800" data-testid="response-median">
                {formatMinutes(figures.median ?? 0)}
              </dd>
            </div>
            <div className="flex flex-col-reverse">
              <dt className="text-slate-700 text-sm">9 van de 10 binnen</dt>
              <dd className="font-bold text-2xl text-brand-800" data-testid="response-p90">
                {formatMinutes(figures.p90 ?? 0)}
              </dd>
            </div>
            <div className="flex flex-col-reverse">
              <dt className="text-slate-700 text-sm">Binnen de belofte ({handling.callbackPromise})</dt>
              <dd className="font-bold text-2xl text-brand-800">
                {figures.inTime ?? "–"} van {figures.count}
              </dd>
            </div>
          </dl>
          <p className="mt-2 text-slate-700 text-sm">
            Gemeten in kantoortijd: de klok loopt niet 's nachts en in het weekend.
          </p>
        </>
      )}
    </AdminPanel>
  );
}
