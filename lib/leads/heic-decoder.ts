import { Worker } from "node:worker_threads";
import { Limiter } from "@/lib/security/limiter";
import type { HeicJob, HeicResult } from "./heic-worker";

export type HeicOutcome = HeicResult | { ok: false; reason: "timeout" };

/** A 48 MP photo takes about 3 s on one core; a decode still running after this is given up. */
export const heicTimeoutMs = 30_000;
/** A worker without work is stopped after this long, which gives its WASM memory back. */
const idleMs = 1_000;
/**
 * The worker's JavaScript heap; libheif's WASM memory and the pixel buffers are outside it and are bounded by the
 * pixel limit that is checked before decoding (and again in the worker, by libheif's own reading of the file).
 */
const resourceLimits = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };

/** One decode at a time in the whole process, in one worker that is reused while photos keep coming. */
const heicSlots = new Limiter(1);
let worker: Worker | null = null;
let idleTimer: NodeJS.Timeout | undefined;

function startWorker(): Worker {
  // Written this way (a `new URL` relative to this module) so that Next's bundler builds the worker as its own
  // entry; in tests Node runs the TypeScript file directly.
  const started = new Worker(new URL("./heic-worker.ts", import.meta.url), { resourceLimits });
  started.on("error", () => {}); // reported to the running job through its own listener
  started.once("exit", () => {
    if (worker === started) worker = null;
  });
  return started;
}

function stopWorker(which: Worker) {
  if (worker === which) worker = null;
  void which.terminate();
}

/** Workers started so far, for tests. */
export const heicWorkerStats = {
  started: 0,
  /** Decodes handed to the worker: lets a test see that a refusal cost no decoding, whatever the machine's speed. */
  decodes: 0,
  get running() {
    return worker !== null;
  },
};

function decodeInWorker(bytes: Uint8Array, maxPixels: number, timeoutMs: number): Promise<HeicOutcome> {
  clearTimeout(idleTimer);
  heicWorkerStats.decodes++;
  if (!worker) {
    worker = startWorker();
    heicWorkerStats.started++;
  }
  const current = worker;
  current.ref();
  return new Promise<HeicOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: HeicOutcome, keepWorker: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      current.off("message", onMessage);
      current.off("error", onError);
      current.off("exit", onExit);
      if (keepWorker) {
        current.unref();
        idleTimer = setTimeout(() => stopWorker(current), idleMs);
        idleTimer.unref();
      } else {
        stopWorker(current);
      }
      resolve(outcome);
    };
    // After a failure the worker may be in any state: a fresh one is started for the next photo.
    const onMessage = (result: HeicResult) => finish(result, result.ok || result.reason === "too-large");
    const onError = (error: Error) => finish({ ok: false, reason: "undecodable", message: error.message }, false);
    const onExit = (code: number) => finish({ ok: false, reason: "undecodable", message: `exit ${code}` }, false);
    const timer = setTimeout(() => finish({ ok: false, reason: "timeout" }, false), timeoutMs);
    current.on("message", onMessage);
    current.on("error", onError);
    current.on("exit", onExit);
    const copy = new Uint8Array(bytes); // a copy of exactly the file, handed over as it is
    current.postMessage({ bytes: copy, maxPixels } satisfies HeicJob, [copy.buffer]);
  });
}

/**
 * Decodes a HEIC photo to RGBA pixels in a worker thread, one photo at a time for the whole process, refusing
 * (without decoding) an image larger than `maxPixels` by libheif's own reading of its size.
 */
export function decodeHeic(bytes: Uint8Array, maxPixels: number, timeoutMs = heicTimeoutMs): Promise<HeicOutcome> {
  return heicSlots.run(() => decodeInWorker(bytes, maxPixels, timeoutMs));
}
