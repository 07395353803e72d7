import "server-only";
import webpush from "web-push";

/** The site's VAPID key pair and contact, which sign every push request (lib/notifications/vapid.ts finds them). */
export type VapidDetails = { publicKey: string; privateKey: string; subject: string };

/**
 * The HTTP request that hands one message to a device's push service: the payload encrypted for that device alone
 * (RFC 8291, aes128gcm), signed with the site's VAPID key for the service's origin (RFC 8292), with the Web Push
 * headers (RFC 8030). Built from web-push's encryption and signing rather than its `generateRequestDetails`, which
 * parses the endpoint with Node's deprecated `url.parse()` (warning DEP0169 on every message).
 */
export function pushRequest(
  device: { endpoint: string; p256dh: string; auth: string },
  payload: string,
  options: { vapid: VapidDetails; ttlSeconds: number; urgency: "high" | "normal"; topic: string },
): { url: string; headers: Record<string, string>; body: Uint8Array<ArrayBuffer> } {
  const url = new URL(device.endpoint);
  const { cipherText } = webpush.encrypt(device.p256dh, device.auth, payload, "aes128gcm");
  const { vapid } = options;
  const { Authorization } = webpush.getVapidHeaders(
    url.origin,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    "aes128gcm",
  );
  return {
    url: device.endpoint,
    headers: {
      Authorization,
      TTL: String(options.ttlSeconds),
      Urgency: options.urgency,
      Topic: options.topic,
      "Content-Type": "application/octet-stream",
      "Content-Encoding": "aes128gcm",
    },
    body: new Uint8Array(cipherText),
  };
}
