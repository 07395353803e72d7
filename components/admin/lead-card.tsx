import { formatDateTime } from "@/lib/admin/format";
import type { LeadWithPhotos } from "@/lib/admin/leads";
import { roofTypeLabel } from "@/lib/leads/contract";
import { formatPhone } from "@/lib/leads/phone";

/** One request as the owner scans it: who, what roof, when, how to reach them, what they wrote, their photos. */
export function LeadSummary({ lead }: { lead: LeadWithPhotos }) {
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-lg">{lead.naam}</p>
        <span className="rounded-full bg-brand-100 px-2.5 py-0.5 font-medium text-brand-900 text-xs">
          {roofTypeLabel(lead.daktype)}
        </span>
        {lead.isTest && (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-medium text-amber-900 text-xs">Test</span>
        )}
      </div>
      <p className="text-slate-700 text-sm">
        <time dateTime={lead.createdAt.toISOString()}>{formatDateTime(lead.createdAt)}</time>
        {lead.town && <> · {lead.town}</>}
        {lead.pagePath && <> · via {lead.pagePath}</>}
      </p>
      <p className="mt-1 text-sm">
        {lead.email && (
          <a className="text-brand-800 underline underline-offset-2" href={`mailto:${lead.email}`}>
            {lead.email}
          </a>
        )}
        {lead.email && " · "}
        <a className="text-brand-800 underline underline-offset-2" href={`tel:${lead.telefoon}`}>
          {formatPhone(lead.telefoon)}
        </a>
      </p>
      {lead.adres && <p className="text-sm">{lead.adres}</p>}
      {lead.bericht && <p className="mt-1 whitespace-pre-line text-slate-800">{lead.bericht}</p>}
      {lead.photos.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Foto's van ${lead.naam}`}>
          {lead.photos.map((photo, n) => (
            <li key={photo.id}>
              <a href={`/api/admin/photos/${photo.id}`} target="_blank" rel="noopener noreferrer">
                {/* biome-ignore lint/performance/noImgElement: private photos, served only to a signed-in admin */}
                <img
                  src={`/api/admin/photos/${photo.id}`}
                  alt={`Foto ${n + 1} van ${lead.naam}`}
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
