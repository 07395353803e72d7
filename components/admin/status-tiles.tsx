import { Suspense } from "react";
import { checkDatabase, checkWebsite, type HealthStatus } from "@/lib/admin/health";
import { Spinner } from "./spinner";

function Tile({ label, status }: { label: string; status: HealthStatus | "checking" }) {
  const style = {
    checking: "bg-amber-50 text-amber-900 ring-amber-300",
    online: "bg-green-50 text-green-900 ring-green-300",
    offline: "bg-red-50 text-red-900 ring-red-300",
  }[status];
  const text = { checking: "Controleren...", online: "Online", offline: "Offline" }[status];
  return (
    <div className={`rounded-xl p-4 ring-1 ${style}`} data-testid={`status-${label}`} data-status={status}>
      <p className="font-semibold">{label}</p>
      <p className="mt-1 flex items-center gap-2">
        {status === "checking" ? <Spinner label={`${label}: controleren`} className="size-4" /> : null}
        {text}
      </p>
    </div>
  );
}

async function CheckedTile({ label, check }: { label: string; check: () => Promise<HealthStatus> }) {
  return <Tile label={label} status={await check()} />;
}

/** The forms need both the site and the database, so their tile settles after those checks. */
async function FormsTile({ label }: { label: string }) {
  const [site, database] = await Promise.all([checkWebsite(), checkDatabase()]);
  return <Tile label={label} status={site === "online" && database === "online" ? "online" : "offline"} />;
}

/** Four health tiles, each yellow while its check runs (streamed), then green or red. */
export function StatusTiles() {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Suspense fallback={<Tile label="Website" status="checking" />}>
        <CheckedTile label="Website" check={checkWebsite} />
      </Suspense>
      <Suspense fallback={<Tile label="Database" status="checking" />}>
        <CheckedTile label="Database" check={checkDatabase} />
      </Suspense>
      <Suspense fallback={<Tile label="Formulieren" status="checking" />}>
        <FormsTile label="Formulieren" />
      </Suspense>
      <Suspense fallback={<Tile label="Contactformulier" status="checking" />}>
        <CheckedTile label="Contactformulier" check={checkDatabase} />
      </Suspense>
    </div>
  );
}
