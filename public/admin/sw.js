/*
 * The admin's service worker, for notifications only: scope /admin/ (where this file lives), registered by the
 * admin's pages alone (components/admin/admin-service-worker.tsx), so no public page ever has one. It handles no
 * fetches: every page still comes from the server, signed in or not.
 *
 * A push message is JSON: {"title", "body", "url": "/admin/aanvragen/<id>", "tag": "lead-<id>", "urgent"}.
 * Opening the notification shows that address in an admin window that is already open, or in a new one.
 * Plain JavaScript without imports: the browser loads this file as it is.
 */

const fallback = { title: "Nieuwe aanvraag", body: "Open het beheer om de aanvraag te bekijken.", url: "/admin" };

/** An address of this site's admin, or the dashboard: a notification never leads anywhere else. */
function adminUrl(value) {
  try {
    const url = new URL(typeof value === "string" ? value : "/admin", self.location.origin);
    if (url.origin === self.location.origin && (url.pathname === "/admin" || url.pathname.startsWith("/admin/"))) {
      return url.href;
    }
  } catch {
    // Not an address at all: the dashboard.
  }
  return new URL("/admin", self.location.origin).href;
}

/** The push message's notification; a message that is not the expected JSON still tells the owner something came. */
function notificationOf(data) {
  let message = {};
  try {
    message = data ? data.json() : {};
  } catch {
    message = {};
  }
  if (!message || typeof message !== "object") message = {};
  const text = (value, otherwise) => (typeof value === "string" && value.trim() ? value : otherwise);
  const urgent = message.urgent === true;
  const tag = text(message.tag, "");
  return {
    title: text(message.title, fallback.title),
    options: {
      body: text(message.body, fallback.body),
      // One notification per lead: a second message about the same lead replaces the first and rings again.
      ...(tag ? { tag, renotify: true } : {}),
      // Water coming in: the notification stays until the owner acts on it.
      requireInteraction: urgent,
      icon: "/admin/icons/icon-192.png",
      badge: "/admin/icons/maskable-192.png",
      lang: "nl",
      data: { url: adminUrl(message.url) },
    },
  };
}

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener("push", (event) => {
  const { title, options } = notificationOf(event.data);
  event.waitUntil(self.registration.showNotification(title, options));
});

/**
 * An open admin window shows the lead: one this worker controls is navigated; the dashboard (/admin, outside the
 * /admin/ scope) is asked to go there itself (the admin's pages listen for that message). Without an admin window,
 * a new one opens.
 */
async function openLead(url) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const admin = windows.filter((client) => adminUrl(client.url) === new URL(client.url).href);
  for (const client of admin) {
    if (client.url === url) return focus(client);
  }
  for (const client of admin) {
    const navigated = await client.navigate(url).catch(() => null);
    if (navigated) return focus(navigated);
  }
  const client = admin[0];
  if (client) {
    const focused = await focus(client);
    await askToOpen(client, url);
    return focused;
  }
  return self.clients.openWindow(url);
}

/**
 * Asks an admin window this worker does not control to go to the lead. A window that is still loading has no listener
 * yet and loses the message (the browser delivers it once the HTML is parsed, before the page's script listens), so
 * the message is sent again until the window has gone to the lead or is gone, for up to ten seconds. The page acts on
 * the first one it hears.
 */
async function askToOpen(client, url) {
  for (let tries = 0; tries < 40; tries++) {
    client.postMessage({ type: "open-admin-url", url });
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await self.clients.get(client.id);
    if (!now || now.url !== client.url) return;
  }
}

/** Brings a window forward; a browser may refuse it, and the window shows the lead either way. */
async function focus(client) {
  try {
    return await client.focus();
  } catch {
    return client;
  }
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(openLead(adminUrl(event.notification.data?.url)));
});
