import { randomUUID } from "node:crypto";
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from "node:http";
import {
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type ServerHttp2Session,
} from "node:http2";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { encodeSignatureHeader } from "@sanity/webhook";
import { evaluate, parse } from "groq-js";
import { selfSignedCertificate } from "../support/tls-certificate";
import { AssetError, AssetStore } from "./content-lake-assets";
import {
  ContentLakeStore,
  type DocumentChange,
  draftId,
  type Perspective,
  publishedId,
  ReferencedDocumentError,
  referencedDescription,
  type Transaction,
} from "./content-lake-store";

/**
 * A stand-in for Sanity's hosted HTTP API, for tests of the real Studio (sanity 6) offline. Sanity has no offline
 * mode and no maintained emulator; its own Studio tests use a real project. This answers what a Studio visit asks
 * (users/me, the project, its datasets and grants; queries in the raw, published and drafts perspectives; document
 * snapshots; the listener as an event stream; document actions; the product and telemetry endpoints, answered as
 * the Studio tolerates; uploads and the image CDN, tests/stand-in/content-lake-assets.ts) over HTTP/2 with a
 * certificate made on the spot: the browser maps `*.api.sanity.io`, `cdn.sanity.io` and Sanity's CDN hosts to it
 * (Chromium's --host-resolver-rules), so the unmodified Studio runs against it. Over
 * HTTP/1.1 the Studio's eight listen streams would use up Chromium's six connections per host.
 *
 * Its store is the dataset file the site's test server reads; a publish answers first and then sends the site the
 * signed webhook Sanity would send (`{_type, "slug": slug.current}`). An unknown `/data/*` endpoint or action type
 * is answered 500 and kept in `unknown`: the test fails on it, so a Sanity upgrade that needs more is seen at once.
 * What the Content Lake refuses, the stand-in refuses with its answer: a delete (or unpublish) of a document that
 * another still references strongly is a 409 mutation error naming the referencing documents.
 *
 * `origin` is the HTTPS address the browser reaches through its host mapping; `httpOrigin` serves the same API
 * over plain HTTP/1.1 on another port, for Node clients (@sanity/client in Vitest).
 */
export type ContentLake = Awaited<ReturnType<typeof startContentLake>>;

export const standInProjectId = "e2estudio";
/** The host names the browser maps to the stand-in. */
export const standInHosts = [
  `${standInProjectId}.api.sanity.io`,
  "api.sanity.io",
  // The image CDN: the Studio shows an uploaded photo from it; the site's server reaches it through
  // tests/support/sanity-cdn-route.ts.
  "cdn.sanity.io",
  "core.sanity-cdn.com",
  "sanity-cdn.com",
];

type Request = IncomingMessage | Http2ServerRequest;
/** What the handlers use of an HTTP/1.1 or HTTP/2 response, which Node types apart. */
type Response = {
  writeHead(status: number, headers?: Record<string, string>): unknown;
  write(chunk: string): unknown;
  end(chunk?: string | Buffer): unknown;
};

const owner = { id: "p-e2e-owner", name: "Eigenaar", email: "eigenaar@brabantdakzorg.example" };
const sanityVersion = (createRequire(import.meta.url)("sanity/package.json") as { version: string }).version;

export async function startContentLake(options: {
  datasetFile: string;
  dataset?: string;
  /** Where Sanity's webhook goes after a publish, with the secret that signs it. */
  webhook?: { url: string; secret: string };
  /** The largest upload it takes (bytes); a larger body is refused with 413. */
  maxAssetBytes?: number;
}) {
  const dataset = options.dataset ?? "production";
  const token = `sk-e2e-${randomUUID()}`;
  /** A Viewer robot token, as set on the site's server (SANITY_API_READ_TOKEN): reads, never writes. */
  const readToken = `sk-e2e-viewer-${randomUUID()}`;
  let webhook = options.webhook;
  /** The queries the Viewer token made, with their perspective: what the site's server read for a preview. */
  const viewerQueries: { perspective: string; query: string }[] = [];
  const store = new ContentLakeStore(options.datasetFile, owner.id);
  const assets = new AssetStore(standInProjectId, dataset, options.maxAssetBytes);
  /** The uploads it answered, by status (201 stored, 200 a known file again, 4xx refused). */
  const uploads: { kind: string; status: number; bytes: number }[] = [];
  const unknown: string[] = [];
  const tolerated: string[] = [];
  const webhooks: { body: string; status: number }[] = [];
  /** How many requests came from a signed-in Studio (the token it keeps in local storage). */
  let studioRequests = 0;
  /** How many documents were published through the actions API. */
  let publishes = 0;
  let unpublishes = 0;
  let webhookQueue = Promise.resolve();

  const json = (res: Response, status: number, body: unknown, origin?: string) => {
    res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...cors(origin) });
    res.end(JSON.stringify(body));
  };

  /** The signed webhook of each published document a transaction changed, after the transaction's answer. */
  function sendWebhooks(transaction: Transaction) {
    if (!webhook) return;
    const { url, secret } = webhook;
    const changed = transaction.changes.filter((change) => !change.documentId.startsWith("drafts."));
    for (const change of changed) {
      const doc = change.result ?? change.previous;
      if (!doc) continue;
      const slug = (doc.slug as { current?: string } | undefined)?.current;
      const body = JSON.stringify({ _type: doc._type, ...(slug ? { slug } : {}) });
      webhookQueue = webhookQueue.then(async () => {
        // Sanity retries a failed delivery: three tries here.
        for (let attempt = 0; attempt < 3; attempt++) {
          const response = await fetch(url, {
            method: "POST",
            body,
            headers: {
              "content-type": "application/json",
              "sanity-webhook-signature": await encodeSignatureHeader(body, Date.now(), secret),
            },
          }).catch(() => null);
          webhooks.push({ body, status: response?.status ?? 0 });
          await response?.arrayBuffer();
          if (response?.ok) return;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      });
    }
  }

  async function handle(req: Request, res: Response) {
    const url = new URL(req.url ?? "/", "https://stand-in");
    const origin = header(req, "origin");
    if (req.method === "OPTIONS") {
      res.writeHead(204, cors(origin));
      res.end();
      return;
    }
    const host = header(req, ":authority") ?? header(req, "host") ?? "";
    // Sanity's CDN: the dashboard bridge the Studio page loads, and the Studio's check for a newer version.
    if (host.startsWith("core.sanity-cdn.com")) {
      res.writeHead(200, { "content-type": "text/javascript", ...cors(origin) });
      res.end("// The stand-in's empty dashboard bridge.\n");
      return;
    }
    if (host.startsWith("sanity-cdn.com")) {
      // The version check: the installed version is the latest there is (nothing to update to, offline).
      json(res, 200, { latest: sanityVersion, packageVersion: sanityVersion }, origin);
      return;
    }
    // Sanity's image CDN (cdn.sanity.io): what was uploaded, by its path, sized by the address's parameters.
    if (/^\/(images|files)\//.test(url.pathname) && (req.method === "GET" || req.method === "HEAD")) {
      return await cdn(res, url, header(req, "accept") ?? "", req.method === "HEAD");
    }
    const path = url.pathname.replace(/^\/(v\d{4}-\d{2}-\d{2}|v\d+|vX)\//, "/");
    const authorized = header(req, "authorization") === `Bearer ${token}`;
    if (authorized) studioRequests++;
    const viewer = header(req, "authorization") === `Bearer ${readToken}`;

    try {
      const live = path.match(/^\/data\/live\/events\/([^/]+)$/);
      if (live) {
        if (live[1] !== dataset) return json(res, 404, { error: `Dataset "${live[1]}" not found` }, origin);
        return liveEvents(res, origin);
      }
      const upload = path.match(/^\/assets\/(images|files)\/([^/]+)$/);
      if (upload && req.method === "POST") {
        if (upload[2] !== dataset) return json(res, 404, { error: `Dataset "${upload[2]}" not found` }, origin);
        if (!authorized) return json(res, 401, { error: "Unauthorized" }, origin);
        return await uploadAsset(req, res, upload[1] as "images" | "files", url, origin);
      }
      const data = path.match(/^\/data\/([a-z]+)\/([^/]+)(?:\/(.*))?$/);
      if (data) {
        const [, endpoint, ds, rest] = data;
        if (ds !== dataset) return json(res, 404, { error: `Dataset "${ds}" not found` }, origin);
        switch (endpoint) {
          case "query":
            return await query(req, res, url, authorized || viewer, origin, viewer);
          case "doc":
            if (!authorized && !viewer) return json(res, 401, { error: "Unauthorized" }, origin);
            return documents(res, decodeURIComponent(rest ?? "").split(","), origin);
          case "listen":
            return listen(req, res, url, origin);
          case "actions":
            if (!authorized) return json(res, 401, { error: "Unauthorized" }, origin);
            return await actions(req, res, origin);
          case "mutate":
            if (!authorized) return json(res, 401, { error: "Unauthorized" }, origin);
            return await mutate(req, res, origin);
          case "ping":
            // The Studio's check that the dataset answers.
            return json(res, 200, { ok: true }, origin);
          case "history":
            // No history: the Studio leaves its history panel empty.
            tolerated.push(`${req.method} ${path}`);
            return json(res, 404, { error: "No history in the stand-in" }, origin);
          case "references":
            // Before an unpublish or delete the Studio asks which documents of *other* datasets point here; there is
            // one dataset, so none (references inside it the Studio finds with its own query).
            if (!authorized) return json(res, 401, { error: "Unauthorized" }, origin);
            return json(res, 200, { totalCount: 0, references: [] }, origin);
        }
        unknown.push(`${req.method} ${url.pathname}`);
        return json(res, 500, { error: `The stand-in does not know /data/${endpoint}` }, origin);
      }
      if (path === "/users/me") {
        return authorized
          ? json(
              res,
              200,
              {
                ...owner,
                role: "administrator",
                roles: [{ name: "administrator", title: "Administrator" }],
                provider: "sanity",
              },
              origin,
            )
          : json(res, 401, { error: "Unauthorized", message: "Not logged in", statusCode: 401 }, origin);
      }
      const project = path.match(/^\/projects\/([^/]+)(\/.*)?$/);
      if (project && project[1] === standInProjectId) {
        const sub = project[2] ?? "";
        if (sub === "") {
          return json(
            res,
            200,
            {
              id: standInProjectId,
              displayName: "Brabant Dakzorg (stand-in)",
              studioHost: null,
              isBlocked: false,
              isDisabled: false,
              isDisabledByUser: false,
              metadata: {},
              members: [
                {
                  id: owner.id,
                  role: "administrator",
                  roles: [{ name: "administrator", title: "Administrator" }],
                  isCurrentUser: true,
                  isRobot: false,
                },
              ],
            },
            origin,
          );
        }
        if (sub === "/datasets") {
          // The comments add-on asks for its own dataset: none here.
          if (url.searchParams.get("datasetProfile") === "comments") return json(res, 200, [], origin);
          return json(res, 200, [{ name: dataset, aclMode: "public" }], origin);
        }
        if (sub === `/datasets/${dataset}/acl`) {
          return json(
            res,
            200,
            [{ filter: '_id in path("**")', permissions: ["history", "read", "update", "create"] }],
            origin,
          );
        }
      }
      // Everything else a Studio visit asks is product, telemetry or preferences: answered as missing, and noted.
      tolerated.push(`${req.method} ${path}`);
      return json(res, 404, { error: "Not in the stand-in", statusCode: 404 }, origin);
    } catch (error) {
      unknown.push(`${req.method} ${url.pathname}: ${(error as Error).message}`);
      return json(res, 500, { error: (error as Error).message }, origin);
    }
  }

  /** A GROQ query's parameters as the client sends them in the address: `$name=<JSON value>`. */
  function queryParams(url: URL): Record<string, unknown> {
    const params: Record<string, unknown> = {};
    for (const [name, value] of url.searchParams) if (name.startsWith("$")) params[name.slice(1)] = JSON.parse(value);
    return params;
  }

  async function query(req: Request, res: Response, url: URL, authorized: boolean, origin?: string, viewer = false) {
    let groq = url.searchParams.get("query") ?? "";
    const params = queryParams(url);
    if (req.method === "POST") {
      const body = JSON.parse(await readBody(req)) as { query: string; params?: Record<string, unknown> };
      groq = body.query;
      Object.assign(params, body.params ?? {});
    }
    // Since API version 2025-02-19 a query without a perspective reads the published documents; before, all (raw).
    const version = url.pathname.match(/^\/v(\d{4}-\d{2}-\d{2})\//)?.[1];
    const defaultPerspective = version && version >= "2025-02-19" ? "published" : "raw";
    const perspective = (url.searchParams.get("perspective") ?? defaultPerspective) as Perspective;
    // A public dataset answers published documents to anyone, drafts only to a signed-in user.
    if (!authorized && perspective !== "published") return json(res, 401, { error: "Unauthorized" }, origin);
    if (viewer) viewerQueries.push({ perspective, query: groq });
    const started = performance.now();
    const result = await store.query(groq, params, perspective);
    json(res, 200, { query: groq, result, ms: Math.round(performance.now() - started), syncTags: [] }, origin);
  }

  function documents(res: Response, ids: string[], origin?: string) {
    const found = ids.map((id) => store.get(id));
    json(
      res,
      200,
      {
        documents: found.filter((doc) => doc !== null),
        omitted: ids.filter((_, index) => found[index] === null).map((id) => ({ id, reason: "existence" })),
      },
      origin,
    );
  }

  /** The listener: a welcome, then an ordered event per document a transaction changed that the query covers. */
  function listen(req: Request, res: Response, url: URL, origin?: string) {
    if (process.env.LAKE_DEBUG) console.log("LISTEN", url.search.slice(0, 400));
    const params = queryParams(url);
    const filter = parse(url.searchParams.get("query") ?? "*", { params });
    const includeResult = url.searchParams.get("includeResult") !== "false";
    const mendoza = url.searchParams.get("effectFormat") === "mendoza";
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache",
      ...cors(origin),
    });
    res.write(`event: welcome\ndata: ${JSON.stringify({ listenerName: randomUUID() })}\n\n`);
    const covers = async (doc: DocumentChange["result"]) =>
      doc !== null && ((await (await evaluate(filter, { dataset: [doc], params })).get()) as unknown[]).length > 0;
    // Events go out in the order of their transactions, each transaction's in order.
    let sending = Promise.resolve();
    const stop = store.onTransaction((transaction) => {
      sending = sending.then(async () => {
        const covered: DocumentChange[] = [];
        for (const change of transaction.changes) {
          if ((await covers(change.previous)) || (await covers(change.result))) covered.push(change);
        }
        covered.forEach((change, index) => {
          const event = {
            eventId: `${transaction.transactionId}#${change.documentId}`,
            documentId: change.documentId,
            transactionId: transaction.transactionId,
            transition: change.previous === null ? "appear" : change.result === null ? "disappear" : "update",
            identity: transaction.identity,
            previousRev: change.previous?._rev,
            // A deletion has a result revision too (the transaction), which the Studio chains on.
            resultRev: change.result?._rev ?? transaction.transactionId,
            timestamp: transaction.timestamp,
            visibility: "query",
            transactionTotalEvents: covered.length,
            transactionCurrentEvent: index + 1,
            // The change as whole documents: a createOrReplace (or delete) mutation, which the Studio's document
            // buffer reads, and with mendoza effects "replace with this value" (op 0) each way.
            mutations: [change.result ? { createOrReplace: change.result } : { delete: { id: change.documentId } }],
            ...(mendoza ? { effects: { apply: [0, change.result], revert: [0, change.previous] } } : {}),
            ...(includeResult ? { result: change.result ?? undefined } : {}),
          };
          if (process.env.LAKE_DEBUG) console.log("EVENT", JSON.stringify(event).slice(0, 600));
          res.write(`event: mutation\nid: ${event.eventId}\ndata: ${JSON.stringify(event)}\n\n`);
        });
      });
    });
    req.on("close", stop);
  }

  /**
   * The Live Content API's event stream, which the Presentation tool opens (and crashes without): a welcome, and no
   * messages after it. A message names the sync tags that changed; the stand-in's query answers carry none, so no
   * message could concern them, and an empty one is not harmless: the tool drops a read still under way on any
   * message (its Vercel bypass check, which then never ends). The preview refreshes on the Studio's own mutations.
   */
  function liveEvents(res: Response, origin?: string) {
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache",
      ...cors(origin),
    });
    res.write(`event: welcome\ndata: {}\n\n`);
  }

  async function actions(req: Request, res: Response, origin?: string) {
    const raw = await readBody(req);
    if (process.env.LAKE_DEBUG) console.log("ACTIONS", raw.slice(0, 600));
    const body = JSON.parse(raw) as {
      actions: Record<string, unknown>[];
      dryRun?: boolean;
      transactionId?: string;
    };
    const steps: Parameters<ContentLakeStore["stage"]>[0] = [];
    for (const action of body.actions) {
      const type = String(action.actionType);
      // Content Releases: the Studio probes for them with a dry run and carries on without.
      if (type.startsWith("sanity.action.release.")) {
        tolerated.push(`action ${type}`);
        return json(
          res,
          400,
          { error: { description: "Releases are not in the stand-in", type: "validationError" } },
          origin,
        );
      }
      const step = actionStep(type, action);
      if (!step) {
        unknown.push(`action ${type}`);
        return json(res, 500, { error: `The stand-in does not know the action ${type}` }, origin);
      }
      steps.push(step);
    }
    if (body.dryRun) {
      if (!refused(() => store.stage(steps), res, origin)) return;
      return json(res, 200, { transactionId: randomUUID() }, origin);
    }
    const transaction = refused(() => store.commit(steps, body.transactionId), res, origin);
    if (!transaction) return;
    const applied = (type: string) => body.actions.filter((action) => action.actionType === type).length;
    publishes += applied("sanity.action.document.publish");
    unpublishes += applied("sanity.action.document.unpublish");
    json(res, 200, { transactionId: transaction.transactionId }, origin);
    setImmediate(() => sendWebhooks(transaction));
  }

  /**
   * Runs a transaction, or answers the Content Lake's refusal when it deletes a document still referenced: a 409 with
   * one error item per refused deletion, which @sanity/client turns into its message and the Studio shows.
   */
  function refused<T>(run: () => T, res: Response, origin?: string): T | undefined {
    try {
      return run();
    } catch (error) {
      if (!(error instanceof ReferencedDocumentError)) throw error;
      json(
        res,
        409,
        {
          error: {
            type: "mutationError",
            description: `Mutation(s) failed with ${error.deletions.length} error(s)`,
            items: error.deletions.map((deletion) => ({
              index: deletion.index,
              error: {
                type: "documentHasExistingReferencesError",
                description: referencedDescription(deletion),
                id: deletion.id,
                referencingIDs: deletion.referencingIDs,
              },
            })),
          },
        },
        origin,
      );
      return undefined;
    }
  }

  async function mutate(req: Request, res: Response, origin?: string) {
    const body = JSON.parse(await readBody(req)) as {
      mutations: Record<string, Record<string, unknown>>[];
      transactionId?: string;
    };
    // A delete by query (the Presentation tool clears expired preview secrets so): its documents, found first.
    const selected = new Map<object, string[]>();
    for (const mutation of body.mutations) {
      const query = mutation.delete?.query;
      if (typeof query !== "string") continue;
      const found = (await store.query(query, (mutation.delete?.params ?? {}) as Record<string, unknown>, "raw")) as {
        _id: string;
      }[];
      selected.set(
        mutation,
        found.map((doc) => doc._id),
      );
    }
    const transaction = refused(
      () =>
        store.commit(
          body.mutations.map((mutation) => (current, staged) => {
            const [kind, value] = Object.entries(mutation)[0] ?? [];
            const now = (id: string) => (staged.has(id) ? (staged.get(id) ?? null) : current.get(id));
            const id = String(value?.id ?? value?._id);
            if (kind === "create" || kind === "createOrReplace") staged.set(id, value as never);
            else if (kind === "createIfNotExists") staged.set(id, (now(id) ?? value) as never);
            else if (kind === "delete" && typeof value?.query === "string") {
              for (const doc of selected.get(mutation) ?? []) if (!staged.has(doc)) staged.set(doc, null);
            } else if (kind === "delete") staged.set(id, null);
            else if (kind === "patch") staged.set(id, ContentLakeStore.patched(now(id), id, value ?? {}));
            else throw new Error(`unknown mutation ${kind}`);
          }),
          body.transactionId,
        ),
      res,
      origin,
    );
    if (!transaction) return;
    json(res, 200, { transactionId: transaction.transactionId, results: [] }, origin);
    setImmediate(() => sendWebhooks(transaction));
  }

  /**
   * An upload (`POST /assets/images/{dataset}`): the body, at most `assets.maxBytes`, becomes an asset document in
   * the dataset (so `asset->url` resolves in GROQ and on the site), answered as `{document}`; the same bytes again
   * answer the document that exists.
   */
  async function uploadAsset(req: Request, res: Response, kind: "images" | "files", url: URL, origin?: string) {
    const declared = Number(header(req, "content-length") ?? Number.NaN);
    const tooLarge = () => {
      uploads.push({ kind, status: 413, bytes: Number.isFinite(declared) ? declared : -1 });
      json(
        res,
        413,
        { error: "Payload Too Large", message: `Asset exceeds ${assets.maxBytes} bytes`, statusCode: 413 },
        origin,
      );
    };
    if (declared > assets.maxBytes) {
      // Answered at once, unread; the connection (HTTP/1.1) or the stream (HTTP/2) is closed after the answer.
      tooLarge();
      req.resume();
      return;
    }
    const bytes = await readBodyBytes(req, assets.maxBytes);
    if (!bytes) return tooLarge();
    let document: Awaited<ReturnType<AssetStore["upload"]>>;
    try {
      document = await assets.upload(kind, bytes, url.searchParams, header(req, "content-type"));
    } catch (error) {
      if (!(error instanceof AssetError)) throw error;
      uploads.push({ kind, status: error.statusCode, bytes: bytes.length });
      return json(
        res,
        error.statusCode,
        { error: error.message, message: error.message, statusCode: error.statusCode },
        origin,
      );
    }
    const existing = store.get(document._id);
    if (existing) {
      uploads.push({ kind, status: 200, bytes: bytes.length });
      return json(res, 200, { document: existing }, origin);
    }
    const transaction = store.commit([
      (current, staged) => {
        if (!current.get(document._id)) staged.set(document._id, document);
      },
    ]);
    uploads.push({ kind, status: 201, bytes: bytes.length });
    json(res, 201, { document: store.get(document._id) }, origin);
    setImmediate(() => sendWebhooks(transaction));
  }

  /** The image CDN: the stored upload, sized and encoded as the address asks (content-lake-assets.ts), or 404. */
  async function cdn(res: Response, url: URL, accept: string, headOnly: boolean) {
    const [, , project, ds] = url.pathname.split("/");
    const served =
      project === standInProjectId && ds === dataset
        ? await assets.serve(url.pathname, url.searchParams, accept)
        : null;
    if (!served) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8", "access-control-allow-origin": "*" });
      res.end("Not found");
      return;
    }
    res.writeHead(200, {
      "content-type": served.contentType,
      "content-length": String(served.body.length),
      // Addresses name the file by its hash: the CDN keeps them a year.
      "cache-control": "public, max-age=31536000, immutable",
      "access-control-allow-origin": "*",
      vary: "accept",
    });
    res.end(headOnly ? undefined : served.body);
  }

  const servers = await listenBoth(handle);
  const httpOrigin = `http://127.0.0.1:${servers.plainPort}`;
  return {
    /** The HTTPS address (HTTP/2), reached by the browser under Sanity's host names. */
    origin: `https://127.0.0.1:${servers.securePort}`,
    securePort: servers.securePort,
    /** The same API over plain HTTP/1.1, for Node clients. */
    httpOrigin,
    projectId: standInProjectId,
    dataset,
    /** The signed-in user's token, as the Studio keeps it in its local storage. */
    token,
    /** The Viewer token for the site's server (SANITY_API_READ_TOKEN), and what it queried. */
    readToken,
    viewerQueries,
    /** Where the signed webhook goes after a publish, once the site's address is known. */
    sendWebhooksTo: (target: { url: string; secret: string }) => {
      webhook = target;
    },
    /** The uploads it answered (POST /assets/…), in order, with their status. */
    uploads,
    /** Sets the largest upload it takes, in bytes (a smaller one is refused with 413); returns the one before. */
    limitUploads: (bytes: number) => {
      const before = assets.maxBytes;
      assets.maxBytes = bytes;
      return before;
    },
    /**
     * Writes mutations through the stand-in's own HTTP API with the signed-in user's token, as a client of the real
     * Content Lake would (a test's setup: the owner's own edits go through the Studio). Returns the HTTP status.
     */
    mutate: async (mutations: Record<string, unknown>[]) => {
      const response = await fetch(`${httpOrigin}/v2025-02-19/data/mutate/${dataset}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ mutations }),
      });
      await response.arrayBuffer();
      return response.status;
    },
    /** A document as the stand-in keeps it now, by id (`drafts.x` for a draft), or null. */
    document: (id: string) => store.get(id),
    /** What the stand-in did not know (each a test failure), and what it answered as missing. */
    unknown,
    tolerated,
    /** Whether a signed-in Studio has reached the stand-in since it started. */
    reachedByStudio: () => studioRequests > 0,
    /** How many publish actions the stand-in applied, so far. */
    publishCount: () => publishes,
    /** How many unpublish actions it applied, so far. */
    unpublishCount: () => unpublishes,
    /** The webhook deliveries it made, in order. */
    webhooks,
    /** Waits until every webhook of the transactions so far has been delivered. */
    webhooksSent: () => webhookQueue,
    /** Chromium's flag that sends Sanity's hosts to this stand-in. */
    hostResolverRules: standInHosts.map((host) => `MAP ${host} 127.0.0.1:${servers.securePort}`).join(", "),
    stop: servers.stop,
  };
}

/** The change an action makes, given the documents as they are (staged changes first). */
function actionStep(type: string, action: Record<string, unknown>) {
  const pub = publishedId(String(action.publishedId ?? action.draftId ?? ""));
  const draft = draftId(String(action.draftId ?? action.publishedId ?? ""));
  type Staged = Map<string, Record<string, unknown> | null>;
  const now = (store: ContentLakeStore, staged: Staged, id: string) =>
    staged.has(id) ? (staged.get(id) ?? null) : store.get(id);
  switch (type) {
    case "sanity.action.document.create":
    case "sanity.action.document.version.create":
      return (store: ContentLakeStore, staged: Staged) => {
        const attributes = action.attributes as Record<string, unknown>;
        const id = String(attributes._id ?? draft);
        if (now(store, staged, id) && action.ifExists !== "ignore") throw new Error(`${id} exists`);
        if (!now(store, staged, id)) staged.set(id, { ...attributes, _id: id });
      };
    case "sanity.action.document.edit":
      return (store: ContentLakeStore, staged: Staged) => {
        // The first edit of a published document starts its draft from it.
        const base = now(store, staged, draft) ?? now(store, staged, pub);
        const start = base ? { ...base, _id: draft } : null;
        staged.set(draft, ContentLakeStore.patched(start as never, draft, action.patch as Record<string, unknown>));
      };
    case "sanity.action.document.replaceDraft":
      return (_store: ContentLakeStore, staged: Staged) => {
        staged.set(draft, { ...(action.attributes as Record<string, unknown>), _id: draft });
      };
    case "sanity.action.document.publish":
      return (store: ContentLakeStore, staged: Staged) => {
        const source = now(store, staged, draft);
        if (!source) throw new Error(`no draft ${draft} to publish`);
        const { _originalId, ...rest } = source;
        staged.set(pub, { ...rest, _id: pub });
        staged.set(draft, null);
      };
    case "sanity.action.document.unpublish":
      return (store: ContentLakeStore, staged: Staged) => {
        const published = now(store, staged, pub);
        if (!published) throw new Error(`${pub} is not published`);
        if (!now(store, staged, draft)) staged.set(draft, { ...published, _id: draft });
        staged.set(pub, null);
      };
    case "sanity.action.document.discard":
      return (_store: ContentLakeStore, staged: Staged) => {
        staged.set(draft, null);
      };
    case "sanity.action.document.version.discard":
      // Discards one version of a document (its draft, `drafts.x`, or a release's `versions.<release>.x`): the Studio's
      // "Discard changes", and its delete of a document that was never published. The published document stays.
      return (store: ContentLakeStore, staged: Staged) => {
        const versionId = String(action.versionId ?? "");
        if (versionId === publishedId(versionId)) throw new Error(`${versionId} is not a version id`);
        if (!now(store, staged, versionId)) throw new Error(`no version ${versionId} to discard`);
        staged.set(versionId, null);
      };
    case "sanity.action.document.delete":
      return (_store: ContentLakeStore, staged: Staged) => {
        staged.set(pub, null);
        for (const id of (action.includeDrafts as string[] | undefined) ?? [draft]) staged.set(id, null);
      };
    default:
      return null;
  }
}

function header(req: Request, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The Studio runs on the site's origin and calls the API from there, with its token: CORS for that origin. */
function cors(origin: string | undefined): Record<string, string> {
  if (!origin) return {};
  return {
    "access-control-allow-origin": origin,
    "access-control-allow-credentials": "true",
    "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
    "access-control-allow-headers": "authorization, content-type, x-sanity-app, sanity-studio-version, cache-control",
    "access-control-max-age": "600",
    vary: "origin",
  };
}

function readBody(req: Request): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** A request's body, or null as soon as more than `limit` bytes arrived (the rest is then left unread). */
function readBodyBytes(req: Request, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off("data", onData);
        chunks.length = 0;
        req.resume();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.on("end", () => resolve(size > limit ? null : Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

async function listenBoth(handle: (req: Request, res: Response) => Promise<void>) {
  const secure = createSecureServer(
    { ...selfSignedCertificate(standInHosts), allowHTTP1: true },
    (req: Http2ServerRequest, res: Http2ServerResponse) => {
      void handle(req, res as unknown as Response);
    },
  );
  const plain = createHttpServer((req: IncomingMessage, res: ServerResponse) => {
    void handle(req, res as unknown as Response);
  });
  const bind = (server: typeof secure | typeof plain) =>
    new Promise<number>((resolve) =>
      server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
    );
  const open = new Set<ServerHttp2Session>();
  secure.on("session", (session) => {
    open.add(session);
    session.on("close", () => open.delete(session));
  });
  const [securePort, plainPort] = await Promise.all([bind(secure), bind(plain)]);
  return {
    securePort,
    plainPort,
    stop: async () => {
      // Open listen streams would hold the servers open: they end with them.
      const closing = [secure, plain].map((server) => new Promise<void>((resolve) => server.close(() => resolve())));
      plain.closeAllConnections();
      for (const session of open) session.destroy();
      await Promise.all(closing);
    },
  };
}
