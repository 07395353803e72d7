"use client";

import { useEffect } from "react";

/** Where the admin's service worker lives, and the part of the site it serves (never a public page). */
export const adminWorker = { url: "/admin/sw.js", scope: "/admin/" };

/**
 * Registers the admin's service worker (public/admin/sw.js: notifications only) from admin pages alone, and goes to
 * a lead when an opened notification asks this window to: the dashboard at /admin lies outside the worker's scope,
 * so the worker cannot navigate it and sends the address instead. Renders nothing.
 */
export function AdminServiceWorker() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const container = navigator.serviceWorker;
    container.register(adminWorker.url, { scope: adminWorker.scope }).catch(() => {
      // A browser that refuses (private mode, blocked by a policy) still has the whole admin; only no notifications.
    });
    let leaving = false;
    const onMessage = (event: MessageEvent) => {
      const { type, url } = (event.data ?? {}) as { type?: unknown; url?: unknown };
      if (leaving || type !== "open-admin-url" || typeof url !== "string") return;
      const target = new URL(url, location.origin);
      if (target.origin !== location.origin || !/^\/admin(\/|$)/.test(target.pathname)) return;
      // The worker repeats its message until this window has gone; a second assign would restart the navigation.
      leaving = true;
      location.assign(target.href);
    };
    container.addEventListener("message", onMessage);
    container.startMessages();
    return () => container.removeEventListener("message", onMessage);
  }, []);
  return null;
}
