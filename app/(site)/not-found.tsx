import Link from "next/link";

/** notFound() inside the public site (an unknown town or article). Same words as the global 404 page. */
export default function NotFound() {
  return (
    <section lang="en" className="flex min-h-[60vh] items-center justify-center bg-brand-50 px-4 py-16 text-center">
      <div>
        <h1 className="font-extrabold text-6xl text-brand-900">404</h1>
        <p className="mt-4 text-slate-700 text-xl">Oops! Page not found</p>
        <Link href="/" className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-4">
          Return to Home
        </Link>
      </div>
    </section>
  );
}
