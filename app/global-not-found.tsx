import type { Metadata } from "next";
import "./globals.css";

export const metadata: Metadata = { title: "404 – Page not found", robots: { index: false } };

/** Any unknown URL. The spec keeps this page's text in English. */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="flex min-h-dvh items-center justify-center bg-brand-50">
        <main className="text-center">
          <h1 className="font-extrabold text-6xl text-brand-900">404</h1>
          <p className="mt-4 text-slate-700 text-xl">Oops! Page not found</p>
          {/* A plain anchor: this page lives outside every root layout, so a full load is what happens anyway. */}
          <a href="/" className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-4">
            Return to Home
          </a>
        </main>
      </body>
    </html>
  );
}
