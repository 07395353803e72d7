"use client";

import { usePathname } from "next/navigation";
import { type ComponentType, useEffect, useState } from "react";
import { rememberVisit, track } from "@/lib/analytics/client";
import type { EventName } from "@/lib/analytics/events";
import { townSlugOf } from "@/lib/site/town-path";
import type { ConsentSetup } from "./consent-banner";

const pageViewDelayMs = 100;

/** The source label of a click: the nearest `data-track-source`, else the town slug or the page's own label. */
function sourceOf(element: Element, path: string): string {
  const labelled = element.closest("[data-track-source]")?.getAttribute("data-track-source");
  if (labelled) return labelled;
  const town = townSlugOf(path);
  if (town) return town;
  return path === "/" ? "home_page" : `${path.split("/")[1]?.replaceAll("-", "_")}_page`;
}

function classify(element: Element, quotePath: string): EventName | null {
  const href = element.getAttribute("href") ?? "";
  if (href.startsWith("tel:")) return "phone_call";
  if (href.startsWith("https://wa.me/")) return "whatsapp_click";
  if (href === quotePath) return "quote_request_click";
  if (element.hasAttribute("data-track")) return "button_click";
  return null;
}

/**
 * Page views (100 ms after load and on every route change) and clicks on every call, WhatsApp, quote and
 * tracked button, by one listener on the document: no tracking code in the buttons themselves. Form submissions
 * are counted by the server once it has accepted them.
 */
export function AnalyticsTracker({ consent, quotePath }: { consent: ConsentSetup | null; quotePath: string }) {
  const pathname = usePathname();
  // Only sites with a Tag Manager id need the banner, so its code is fetched only then. A plain import() rather
  // than next/dynamic: the banner is never server-rendered, and next/dynamic's loader weighed a kilobyte on every page.
  const [ConsentBanner, setConsentBanner] = useState<ComponentType<{ setup: ConsentSetup }> | null>(null);
  const gtmId = consent?.gtmId;
  useEffect(() => {
    if (gtmId) void import("./consent-banner").then((m) => setConsentBanner(() => m.ConsentBanner));
  }, [gtmId]);

  useEffect(() => {
    // A menu opened on the previous page must not stay open on the next (layouts persist across navigations).
    for (const menu of document.querySelectorAll("details[data-site-menu][open]")) menu.removeAttribute("open");
    rememberVisit();
    const timer = window.setTimeout(() => track("page_view", {}, pathname), pageViewDelayMs);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const element = (event.target as Element | null)?.closest("a, button");
      if (!element) return;
      const name = classify(element, quotePath);
      if (!name) return;
      const data: Record<string, string> = {
        button_text: (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 120),
        source: sourceOf(element, location.pathname),
      };
      if (name === "phone_call") data.phone_number = (element.getAttribute("href") ?? "").slice(4);
      track(name, data);
    };
    document.addEventListener("click", onClick, { capture: true });
    return () => {
      document.removeEventListener("click", onClick, { capture: true });
    };
  }, [quotePath]);

  return consent && ConsentBanner ? <ConsentBanner setup={consent} /> : null;
}
