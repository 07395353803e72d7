import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { LeadSummary } from "@/components/admin/lead-card";
import { LeadStatusForm } from "@/components/admin/lead-status-form";
import { timeAgo } from "@/lib/admin/format";
import { leadHandling } from "@/lib/admin/lead-handling";
import { findLead } from "@/lib/admin/leads";
import { adminPageSession } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Aanvraag", robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

/**
 * One request on its own: where a waiting lead on the dashboard and a notification on the owner's phone lead to.
 * Who, what, the photos and the one-tap answers (call, WhatsApp, e-mail), and its status to set after the call.
 */
export default async function LeadPage({ params }: Props) {
  if (!(await adminPageSession())) return null;
  const [lead, handling] = await Promise.all([findLead((await params).id), leadHandling()]);
  if (!lead) notFound();
  return (
    <main className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <p>
        <Link href="/admin" className="inline-flex min-h-11 items-center text-brand-800 underline underline-offset-2">
          ← Terug naar het dashboard
        </Link>
      </p>
      <h1 className="font-bold text-2xl">Aanvraag van {lead.name}</h1>
      <article
        className="rounded-xl bg-white p-5 shadow-sm"
        data-testid="lead-card"
        aria-label={`Aanvraag van ${lead.name}`}
      >
        <LeadSummary lead={lead} handling={handling} />
        <p className="mt-3 text-slate-700 text-sm">{timeAgo(lead.createdAt)}</p>
        <div className="mt-3">
          <LeadStatusForm lead={lead} />
        </div>
      </article>
    </main>
  );
}
