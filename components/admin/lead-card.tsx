import { type LeadHandling, replyLinks } from "@/lib/admin/lead-handling";
import { type LeadWithPhotos, statusLabels } from "@/lib/admin/leads";
import { attributionLine } from "@/lib/analytics/lead-attribution";
import { estimateLine } from "@/lib/content/estimate-line";
import { callbackTimeLabel, damageLabel, roofTypeLabel } from "@/lib/forms/contract";
import { formatPhone } from "@/lib/forms/phone";
import { formatDutchDateTime } from "@/lib/time/dutch-time";

const button =
  "inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-sm ring-1 ring-brand-800 text-brand-900 hover:bg-brand-50";

/**
 * One request as the owner scans it: who, what roof, when, where it came from, the price guide's estimate they
 * asked to have fixed, how to reach them in one tap, what they wrote, their photos.
 */
export function LeadSummary({ lead, handling }: { lead: LeadWithPhotos; handling: LeadHandling }) {
  const origin = attributionLine(lead);
  const callback = callbackTimeLabel(lead.callbackTime);
  const reply = replyLinks(lead, handling);
  const estimate = estimateLine(lead);
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-lg">{lead.name}</p>
        {lead.roofType && (
          <span className="rounded-full bg-brand-100 px-2.5 py-0.5 font-medium text-brand-900 text-xs">
            {roofTypeLabel(lead.roofType)}
          </span>
        )}
        <span
          className="rounded-full bg-slate-100 px-2.5 py-0.5 font-medium text-slate-800 text-xs"
          data-testid="lead-status"
        >
          {statusLabels[lead.status] ?? lead.status}
        </span>
        {lead.storm && (
          <span
            className="rounded-full bg-red-100 px-2.5 py-0.5 font-semibold text-red-900 text-xs"
            data-testid="lead-storm"
          >
            Storm{lead.waterNow ? " · water binnen" : ""}
          </span>
        )}
        {lead.isTest && (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-medium text-amber-900 text-xs">Test</span>
        )}
      </div>
      <p className="text-slate-700 text-sm">
        <time dateTime={lead.createdAt.toISOString()}>{formatDutchDateTime(lead.createdAt)}</time>
        {lead.town && <> · {lead.town}</>}
        {lead.pagePath && <> · verstuurd op {lead.pagePath}</>}
      </p>
      {origin && (
        <p className="text-slate-700 text-sm" data-testid="lead-origin">
          {origin}
        </p>
      )}
      {lead.clickId && (
        <p className="text-slate-700 text-sm" data-testid="lead-click-id">
          Klik-id ({lead.clickIdType}): <span className="break-all font-mono">{lead.clickId}</span>
        </p>
      )}
      {callback && <p className="font-medium text-sm">Liefst bellen: {callback}</p>}
      {lead.damage && <p className="font-medium text-sm">Schade: {damageLabel(lead.damage)}</p>}
      {estimate && (
        <p className="font-medium text-sm" data-testid="lead-estimate">
          Prijsindicatie uit de prijswijzer: {estimate}
        </p>
      )}
      <p className="mt-1 text-sm">
        {lead.email && (
          <a className="text-brand-800 underline underline-offset-2" href={`mailto:${lead.email}`}>
            {lead.email}
          </a>
        )}
        {lead.email && " · "}
        <a className="text-brand-800 underline underline-offset-2" href={`tel:${lead.phone}`}>
          {formatPhone(lead.phone)}
        </a>
      </p>
      {lead.address && <p className="text-sm">{lead.address}</p>}
      <p className="mt-2 flex flex-wrap gap-2">
        <a className={button} href={reply.call}>
          Bellen<span className="sr-only"> met {lead.name}</span>
        </a>
        <a className={button} href={reply.whatsapp} target="_blank" rel="noopener noreferrer">
          WhatsApp<span className="sr-only"> naar {lead.name} (opent in een nieuw venster)</span>
        </a>
        {reply.email && (
          <a className={button} href={reply.email}>
            E-mail<span className="sr-only"> naar {lead.name}</span>
          </a>
        )}
      </p>
      {lead.message && <p className="mt-1 whitespace-pre-line text-slate-800">{lead.message}</p>}
      {lead.photos.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Foto’s van ${lead.name}`}>
          {lead.photos.map((photo, n) => (
            <li key={photo.id}>
              <a href={`/api/admin/photos/${photo.id}`} target="_blank" rel="noopener noreferrer">
                {/* biome-ignore lint/performance/noImgElement: private photos, served only to a signed-in admin */}
                <img
                  src={`/api/admin/photos/${photo.id}`}
                  alt={`Foto ${n + 1} van ${lead.name}`}
                  width={120}
                  height={Math.round((120 * photo.height) / photo.width)}
                  loading="lazy"
                  className="rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
