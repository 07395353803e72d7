import { createHash, randomUUID } from "node:crypto";
import sharp, { type Metadata } from "sharp";

/**
 * Uploads and the image CDN of the Content Lake stand-in (tests/stand-in/content-lake.ts), shaped as Sanity's:
 *
 * - `POST /v…/assets/images/{dataset}` (and `/assets/files/{dataset}`) takes the file as the raw request body, with
 *   `?filename=` (and label, title, description, creditLine, sourceName/sourceId/sourceUrl, which are kept). It
 *   answers `{document}`: a `sanity.imageAsset` with `_id` `image-<sha1>-<w>x<h>-<ext>`, `assetId` and `sha1hash`
 *   (the SHA-1 of the bytes as sent), `path`, `url` on `https://cdn.sanity.io/images/{project}/{dataset}/…`,
 *   `mimeType`, `size`, `originalFilename` and `metadata` with `dimensions`, `hasAlpha`, `isOpaque` and `lqip`
 *   (a `sanity.fileAsset`, `file-<sha1>-<ext>`, for files). The same bytes uploaded again answer the asset that
 *   exists, as Sanity deduplicates by content. A body that is not an image is refused (400); one over the limit is
 *   refused with 413, from its Content-Length before it is read, or as soon as more arrived than the limit.
 *   Not extracted: `palette`, `blurHash`, `exif` and `location` (Sanity extracts the last two only when `meta=`
 *   asks; the stand-in never does, and stores no EXIF at all: see below).
 * - `GET /images/{project}/{dataset}/<sha1>-<w>x<h>.<ext>` (the host `cdn.sanity.io`, mapped to the stand-in)
 *   serves it, always re-encoded with sharp, which writes no metadata: no EXIF, so no GPS position, whatever the
 *   upload carried, and turned upright by its EXIF orientation. Honoured parameters: `w`, `h`, `max-w`, `max-h`,
 *   `dpr`, `rect` (a crop before scaling), `fit` (`crop`: exactly w:h from the centre; `fill`: padded to w×h;
 *   `clip`, `max` (default) and anything else: within w×h, aspect kept), `fm` (jpg, pjpg, png, webp, avif, gif),
 *   `auto=format` (AVIF or WebP when the request's Accept names it, else the upload's format) and `q`. Never
 *   larger than the upload (the CDN's crop keeps the asked shape, scaled down to fit). Ignored: `crop` and
 *   `fp-x`/`fp-y` (the site sends no hotspot: crops are centred), `bg`, `blur`, `sharpen`, `invert`, `flip`, `or`,
 *   `sat`, `min-w`/`min-h`, `dl`. The real CDN does more; what the site asks for is in lib/sanity/image-url.ts.
 * - `GET /files/{project}/{dataset}/<sha1>.<ext>` serves a file as it was uploaded.
 */

/** What an upload may weigh: Sanity's own limit is far higher; a test stand-in keeps every upload in memory. */
export const defaultMaxAssetBytes = 16 * 1024 * 1024;

export type AssetDocument = Record<string, unknown> & { _id: string; _type: string; path: string; url: string };

type Stored = { bytes: Buffer; mimeType: string; format: string };

/** The image formats sharp reads, by the extension Sanity gives them. */
const extensions: Record<string, string> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  gif: "gif",
  avif: "avif",
  heif: "heic",
  tiff: "tif",
  svg: "svg",
};
const mimeTypes: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  heic: "image/heic",
  tif: "image/tiff",
  svg: "image/svg+xml",
};

/** A refusal the API answers with its status and message. */
export class AssetError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export class AssetStore {
  private readonly files = new Map<string, Stored>();

  constructor(
    private readonly projectId: string,
    private readonly dataset: string,
    /** The largest upload taken, in bytes; a test may lower it to see a refusal. */
    public maxBytes = defaultMaxAssetBytes,
  ) {}

  /** The asset document for an upload's bytes (new or, for bytes seen before, the one that exists), and keeps them. */
  async upload(kind: "images" | "files", bytes: Buffer, query: URLSearchParams, contentType?: string) {
    if (bytes.length === 0) throw new AssetError(400, "Empty request body");
    const sha1 = createHash("sha1").update(bytes).digest("hex");
    const filename = query.get("filename") ?? undefined;
    const given = Object.fromEntries(
      ["label", "title", "description", "creditLine"].flatMap((name) =>
        query.get(name) ? [[name, query.get(name)]] : [],
      ),
    );
    const source = query.get("sourceName")
      ? {
          source: {
            name: query.get("sourceName"),
            ...(query.get("sourceId") ? { id: query.get("sourceId") } : {}),
            ...(query.get("sourceUrl") ? { url: query.get("sourceUrl") } : {}),
          },
        }
      : {};
    const common = {
      assetId: sha1,
      sha1hash: sha1,
      size: bytes.length,
      uploadId: randomUUID().replaceAll("-", ""),
      ...(filename ? { originalFilename: filename } : {}),
      ...given,
      ...source,
    };
    if (kind === "files") {
      const extension = filename?.match(/\.([A-Za-z0-9]{1,8})$/)?.[1]?.toLowerCase() ?? "bin";
      const path = `files/${this.projectId}/${this.dataset}/${sha1}.${extension}`;
      const mimeType = contentType?.split(";")[0]?.trim() || "application/octet-stream";
      this.files.set(path, { bytes, mimeType, format: extension });
      return {
        _id: `file-${sha1}-${extension}`,
        _type: "sanity.fileAsset",
        ...common,
        extension,
        mimeType,
        path,
        url: `https://cdn.sanity.io/${path}`,
      } satisfies AssetDocument;
    }
    let metadata: Metadata;
    try {
      metadata = await sharp(bytes).metadata();
    } catch {
      throw new AssetError(400, "Invalid image, could not read metadata");
    }
    const extension = extensions[metadata.format ?? ""];
    if (!extension || !metadata.width || !metadata.height) {
      throw new AssetError(400, "Invalid image, could not read metadata");
    }
    // Sanity names an image by the size it shows at: turned by its EXIF orientation.
    const turned = (metadata.orientation ?? 1) >= 5;
    const width = turned ? metadata.height : metadata.width;
    const height = turned ? metadata.width : metadata.height;
    const path = `images/${this.projectId}/${this.dataset}/${sha1}-${width}x${height}.${extension}`;
    const mimeType = mimeTypes[extension]!;
    this.files.set(path, { bytes, mimeType, format: metadata.format! });
    const lqip = await sharp(bytes).rotate().resize(20).jpeg({ quality: 40 }).toBuffer();
    return {
      _id: `image-${sha1}-${width}x${height}-${extension}`,
      _type: "sanity.imageAsset",
      ...common,
      extension,
      mimeType,
      path,
      url: `https://cdn.sanity.io/${path}`,
      metadata: {
        _type: "sanity.imageMetadata",
        dimensions: { _type: "sanity.imageDimensions", width, height, aspectRatio: width / height },
        hasAlpha: metadata.hasAlpha ?? false,
        isOpaque: !(metadata.hasAlpha ?? false),
        lqip: `data:image/jpeg;base64,${lqip.toString("base64")}`,
      },
    } satisfies AssetDocument;
  }

  /** The CDN's answer for a path (`/images/…` or `/files/…`) and its parameters, or null when there is no such file. */
  async serve(
    pathname: string,
    params: URLSearchParams,
    accept: string,
  ): Promise<{ body: Buffer; contentType: string } | null> {
    const stored = this.files.get(decodeURIComponent(pathname.replace(/^\//, "")));
    if (!stored) return null;
    if (pathname.startsWith("/files/")) return { body: stored.bytes, contentType: stored.mimeType };
    return transform(stored, params, accept);
  }
}

type OutputFormat = "jpeg" | "png" | "webp" | "avif" | "gif";
const outputFormats: Record<string, OutputFormat> = {
  jpg: "jpeg",
  pjpg: "jpeg",
  png: "png",
  webp: "webp",
  avif: "avif",
  gif: "gif",
};

/** The image as the CDN sends it for these parameters (see the comment at the top). */
async function transform(stored: Stored, params: URLSearchParams, accept: string) {
  const number = (name: string) => {
    const value = Number(params.get(name));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  };
  let image = sharp(stored.bytes).rotate();
  const rect = params.get("rect")?.split(",").map(Number);
  if (rect?.length === 4 && rect.every((value) => Number.isInteger(value) && value >= 0)) {
    const [left, top, width, height] = rect as [number, number, number, number];
    if (width > 0 && height > 0) image = sharp(await image.extract({ left, top, width, height }).toBuffer());
  }
  const dpr = Math.min(number("dpr") ?? 1, 3);
  const cap = (value: number | undefined, max: number | undefined) =>
    value === undefined ? max : Math.min(value, max ?? value);
  const w = cap(number("w"), number("max-w"));
  const h = cap(number("h"), number("max-h"));
  if (w || h) {
    const source = await image.clone().metadata();
    const sourceWidth = source.autoOrient?.width ?? source.width ?? 1;
    const sourceHeight = source.autoOrient?.height ?? source.height ?? 1;
    let width = w ? Math.round(w * dpr) : undefined;
    let height = h ? Math.round(h * dpr) : undefined;
    const fit = params.get("fit");
    if (fit === "crop" && width && height) {
      // The asked shape, scaled down until it fits in the upload.
      const shrink = Math.min(1, sourceWidth / width, sourceHeight / height);
      width = Math.max(1, Math.round(width * shrink));
      height = Math.max(1, Math.round(height * shrink));
      image = image.resize(width, height, { fit: "cover", position: "centre" });
    } else if (fit === "fill" && width && height) {
      image = image.resize(width, height, { fit: "contain", withoutEnlargement: true, background: "#ffffff" });
    } else {
      image = image.resize(width, height, { fit: "inside", withoutEnlargement: true });
    }
  }
  const asked = params.get("fm") ?? "";
  // The upload's own format where sharp writes it, else PNG (an SVG, a HEIC or a TIFF upload).
  const own = Object.values(outputFormats).includes(stored.format as OutputFormat)
    ? (stored.format as OutputFormat)
    : "png";
  let format: OutputFormat = outputFormats[asked] ?? own;
  if (!outputFormats[asked] && params.get("auto") === "format") {
    if (accept.includes("image/avif")) format = "avif";
    else if (accept.includes("image/webp")) format = "webp";
  }
  const quality = Math.min(100, number("q") ?? 75);
  const body = await image.toFormat(format, { quality, ...(asked === "pjpg" ? { progressive: true } : {}) }).toBuffer();
  return { body, contentType: format === "jpeg" ? "image/jpeg" : `image/${format}` };
}
