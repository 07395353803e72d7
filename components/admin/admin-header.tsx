import Link from "next/link";
import { signOut } from "@/lib/auth/actions";
import { RefreshButton } from "./refresh-button";

export function AdminHeader({ email }: { email: string }) {
  return (
    <header className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <nav aria-label="Beheer" className="flex items-center gap-4">
          <Link href="/admin" className="font-bold text-lg">
            Beheer
          </Link>
          <Link href="/admin/aanvragen" className="underline-offset-2 hover:underline">
            Alle aanvragen
          </Link>
          <Link href="/admin/paginas" className="underline-offset-2 hover:underline">
            Pagina’s
          </Link>
          <Link href="/admin/account" className="underline-offset-2 hover:underline">
            Account
          </Link>
        </nav>
        <div className="flex items-center gap-2">
          <span className="hidden text-brand-100 text-sm sm:inline">{email}</span>
          <RefreshButton />
          <form action={signOut}>
            <button
              type="submit"
              className="min-h-11 rounded-lg bg-white/10 px-4 font-semibold ring-1 ring-white/40 hover:bg-white/20"
            >
              Uitloggen
            </button>
          </form>
        </div>
      </div>
    </header>
  );
}
