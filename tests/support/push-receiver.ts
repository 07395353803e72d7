import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A push service on loopback that does what a browser vendor's does on receipt, and what the browser does after:
 * it checks the VAPID signature (RFC 8292: `Authorization: vapid t=<ES256 JWT>, k=<public key>`, the JWT verified
 * with k, its audience this origin, its expiry ahead and at most a day away) and decrypts the aes128gcm payload
 * (RFC 8291 key derivation, RFC 8188 records) with the device keys the test made: a P-256 key pair from node:crypto
 * and a random 16-byte auth secret. Anything it cannot verify or decrypt is answered 400 and kept in `rejected`.
 * It can play a service that is down (`failWith(503)`) and a device that is gone (`gone(endpoint)`: 410).
 */

export type PushDevice = {
  id: string;
  /** What a browser's PushSubscription.toJSON() gives: the endpoint and the two keys, base64url. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
};

export type ReceivedPush = {
  device: string;
  payload: Record<string, unknown>;
  urgency: string | null;
  ttl: string | null;
  topic: string | null;
  /** The VAPID public key (k) the message was signed with. */
  vapidKey: string;
  /** The JWT's subject claim. */
  subject: string;
};

type DeviceKeys = { ecdh: ReturnType<typeof createECDH>; publicKey: Buffer; auth: Buffer };

const b64url = (value: Buffer | Uint8Array) => Buffer.from(value).toString("base64url");

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

/** Checks `vapid t=…, k=…` (RFC 8292) and returns k and the claims, or throws with the reason. */
export function verifyVapid(authorization: string | undefined, origin: string, now = Date.now()) {
  const match = /^vapid t=([A-Za-z0-9_.-]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`no vapid Authorization header: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  const point = Buffer.from(key, "base64url");
  if (point.length !== 65 || point[0] !== 4) throw new Error("k is not an uncompressed P-256 point");
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: "jwk",
  });
  const [header, claims, signature] = token.split(".") as [string, string, string];
  const head = JSON.parse(Buffer.from(header, "base64url").toString("utf8"));
  if (head.alg !== "ES256") throw new Error(`JWT alg is ${head.alg}`);
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("JWT signature does not verify with k");
  const body = JSON.parse(Buffer.from(claims, "base64url").toString("utf8"));
  if (body.aud !== origin) throw new Error(`JWT aud ${body.aud} is not ${origin}`);
  if (typeof body.exp !== "number" || body.exp * 1000 <= now) throw new Error("JWT expired");
  if (body.exp * 1000 > now + 24 * 60 * 60 * 1000 + 60_000) throw new Error("JWT expires more than a day ahead");
  if (typeof body.sub !== "string" || !/^(mailto:|https:)/.test(body.sub)) throw new Error(`JWT sub ${body.sub}`);
  return { key, subject: body.sub as string };
}

/** Decrypts an aes128gcm body (RFC 8188) with the device's keys (RFC 8291), or throws. */
export function decryptPush(body: Buffer, device: DeviceKeys): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error("keyid is not the sender's P-256 public key");
  if (recordSize < 18) throw new Error("record size too small");

  const secret = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), device.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", secret, device.auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));

  const plain: Buffer[] = [];
  const records = Math.ceil(ciphertext.length / recordSize);
  for (let index = 0; index < records; index++) {
    const record = ciphertext.subarray(index * recordSize, (index + 1) * recordSize);
    const iv = Buffer.from(nonce);
    // The nonce XOR the record's sequence number (a few records at most: the low 32 bits hold it).
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ index) >>> 0, 8);
    const decipher = createDecipheriv("aes-128-gcm", key, iv);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    const delimiter = padded[end];
    const last = index === records - 1;
    if (delimiter !== (last ? 2 : 1)) throw new Error(`record ${index} has padding delimiter ${delimiter}`);
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}

export async function startPushReceiver() {
  const devices = new Map<string, DeviceKeys>();
  const goneDevices = new Set<string>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  let failure: number | null = null;
  let requests = 0;
  let origin = "";

  const server: Server = createServer(async (request, response) => {
    requests++;
    const body = await readBody(request);
    const id = /^\/push\/([0-9a-f-]+)$/.exec(request.url ?? "")?.[1];
    const answer = (status: number, text = "") => response.writeHead(status).end(text);
    if (request.method !== "POST" || !id) return answer(404);
    if (failure !== null) return answer(failure, "service unavailable");
    if (goneDevices.has(id) || !devices.has(id)) return answer(410, "unsubscribed");
    try {
      const vapid = verifyVapid(request.headers.authorization, origin);
      if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("Content-Encoding is not aes128gcm");
      if (!request.headers.ttl) throw new Error("no TTL header");
      const payload = JSON.parse(decryptPush(body, devices.get(id)!).toString("utf8"));
      received.push({
        device: id,
        payload,
        urgency: (request.headers.urgency as string | undefined) ?? null,
        ttl: (request.headers.ttl as string | undefined) ?? null,
        topic: (request.headers.topic as string | undefined) ?? null,
        vapidKey: vapid.key,
        subject: vapid.subject,
      });
      answer(201);
    } catch (error) {
      rejected.push((error as Error).message);
      answer(400, (error as Error).message);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    rejected,
    /** How many requests arrived, answered or not. */
    requests: () => requests,
    /** A new device: its own key pair and auth secret, as a browser makes them when it subscribes. */
    subscribe(): PushDevice {
      const id = randomUUID();
      const ecdh = createECDH("prime256v1");
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, publicKey, auth });
      return {
        id,
        subscription: { endpoint: `${origin}/push/${id}`, keys: { p256dh: b64url(publicKey), auth: b64url(auth) } },
      };
    },
    /** Answers every request with `status` (a service that is down), or normally again with null. */
    failWith(status: number | null) {
      failure = status;
    },
    /** The device unsubscribed: its endpoint answers 410 Gone from now on. */
    gone(device: PushDevice) {
      goneDevices.add(device.id);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushReceiver = Awaited<ReturnType<typeof startPushReceiver>>;
