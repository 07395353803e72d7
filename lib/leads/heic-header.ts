/**
 * Reads the size of a HEIF/HEIC image from its ISO-BMFF boxes, without decoding anything: the primary item
 * (`meta`/`pitm`) and its `ispe` property (`meta`/`iprp`/`ipco` + `ipma`). The parser is deliberately small and
 * strict: it walks a fixed path with bounds checks on every read, so a file cannot make it loop, recurse or
 * allocate, and anything ambiguous (a second `meta`, an item listed twice, two `ispe` for one image) is refused
 * rather than guessed at, because the decoder might guess differently.
 */

export class HeifHeaderError extends Error {}

export type HeifSize = {
  /** Size of the primary image as coded (`ispe`), before any rotation. */
  width: number;
  height: number;
  /** Clockwise rotation the decoder applies (`irot`), in degrees. */
  rotation: 0 | 90 | 180 | 270;
  /** The largest `ispe` of any item in the file (tiles, thumbnails, alpha and depth maps are decoded too). */
  largestItemPixels: number;
};

/** The `meta` box of a photo is a few kilobytes (an iPhone's, with 48 tiles, depth and gain maps, about 10 KB). */
export const maxMetaBytes = 1024 * 1024;
/** Boxes looked at in any one container, and top-level boxes before `meta`. */
export const maxBoxesPerContainer = 4096;
const maxTopLevelBoxes = 64;

/** HEIF brands, as the decoder (heic-decode) accepts them. */
const heifBrands = /^(heic|heix|heim|heis|hevc|hevx|mif1|msf1)$/;

type Box = { type: string; start: number; contentStart: number; end: number };

class Reader {
  readonly view: DataView;
  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  need(offset: number, length: number, end: number) {
    if (offset < 0 || offset + length > end) throw new HeifHeaderError("truncated box");
  }
  u8(offset: number, end: number) {
    this.need(offset, 1, end);
    return this.view.getUint8(offset);
  }
  u16(offset: number, end: number) {
    this.need(offset, 2, end);
    return this.view.getUint16(offset);
  }
  u32(offset: number, end: number) {
    this.need(offset, 4, end);
    return this.view.getUint32(offset);
  }
  fourcc(offset: number, end: number) {
    this.need(offset, 4, end);
    return String.fromCharCode(...this.bytes.subarray(offset, offset + 4));
  }

  /** The box at `offset`, which must lie entirely inside its parent (which ends at `end`). */
  box(offset: number, end: number): Box {
    let size = this.u32(offset, end);
    const type = this.fourcc(offset + 4, end);
    let header = 8;
    if (size === 1) {
      this.need(offset + 8, 8, end);
      const large = this.view.getBigUint64(offset + 8);
      if (large > BigInt(end - offset)) throw new HeifHeaderError(`${type} box runs past its parent`);
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = end - offset; // "extends to the end of its parent"
    }
    if (type === "uuid") header += 16;
    if (size < header) throw new HeifHeaderError(`${type} box is smaller than its header`);
    if (offset + size > end) throw new HeifHeaderError(`${type} box runs past its parent`);
    return { type, start: offset, contentStart: offset + header, end: offset + size };
  }

  /** The boxes inside [start, end); every box is at least 8 bytes, so this always moves forward. */
  children(start: number, end: number, limit = maxBoxesPerContainer): Box[] {
    const boxes: Box[] = [];
    for (let offset = start; offset < end; ) {
      if (boxes.length >= limit) throw new HeifHeaderError("too many boxes");
      const box = this.box(offset, end);
      boxes.push(box);
      offset = box.end;
    }
    return boxes;
  }
}

/** Whether the bytes start with an ISO-BMFF `ftyp` box with a HEIF major brand. */
export function isHeif(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const text = (from: number) => String.fromCharCode(...bytes.subarray(from, from + 4));
  return text(4) === "ftyp" && heifBrands.test(text(8));
}

function only(boxes: Box[], type: string, parent: string): Box {
  const found = boxes.filter((box) => box.type === type);
  if (found.length === 0) throw new HeifHeaderError(`no ${type} box in ${parent}`);
  if (found.length > 1) throw new HeifHeaderError(`more than one ${type} box in ${parent}`);
  return found[0]!;
}

/** Reads the primary image's size; throws `HeifHeaderError` for anything malformed, missing or ambiguous. */
export function readHeifSize(bytes: Uint8Array): HeifSize {
  if (!isHeif(bytes)) throw new HeifHeaderError("not a HEIF file");
  const r = new Reader(bytes);

  // Top level: ftyp, meta, mdat and perhaps free/skip boxes. `mdat` may be large; its contents are not read.
  const top = r.children(0, bytes.length, maxTopLevelBoxes);
  const meta = only(top, "meta", "the file");
  if (meta.end - meta.start > maxMetaBytes) throw new HeifHeaderError("meta box too large");
  if (r.u8(meta.contentStart, meta.end) !== 0) throw new HeifHeaderError("unknown meta version");
  const inMeta = r.children(meta.contentStart + 4, meta.end);

  const pitm = only(inMeta, "pitm", "meta");
  const pitmVersion = r.u8(pitm.contentStart, pitm.end);
  const primary = pitmVersion === 0 ? r.u16(pitm.contentStart + 4, pitm.end) : r.u32(pitm.contentStart + 4, pitm.end);

  const iprp = only(inMeta, "iprp", "meta");
  const inIprp = r.children(iprp.contentStart, iprp.end);
  const ipco = only(inIprp, "ipco", "iprp");
  const properties = r.children(ipco.contentStart, ipco.end);

  // Every ipma box (usually one), looking for the primary item's associations. 1-based property indices.
  const ipmas = inIprp.filter((box) => box.type === "ipma");
  if (ipmas.length === 0) throw new HeifHeaderError("no ipma box in iprp");
  let associations: number[] | undefined;
  for (const ipma of ipmas) {
    const version = r.u8(ipma.contentStart, ipma.end);
    const wideIndices = (r.u32(ipma.contentStart, ipma.end) & 1) === 1;
    const entries = r.u32(ipma.contentStart + 4, ipma.end);
    let at = ipma.contentStart + 8;
    for (let entry = 0; entry < entries; entry++) {
      // Every read is bounds-checked, so a huge entry count ends at the box's end, not in a long loop.
      const item = version < 1 ? r.u16(at, ipma.end) : r.u32(at, ipma.end);
      at += version < 1 ? 2 : 4;
      const count = r.u8(at, ipma.end);
      at += 1;
      const indices: number[] = [];
      for (let i = 0; i < count; i++) {
        const index = wideIndices ? r.u16(at, ipma.end) & 0x7fff : r.u8(at, ipma.end) & 0x7f;
        at += wideIndices ? 2 : 1;
        if (index > properties.length) throw new HeifHeaderError("ipma refers to a missing property");
        if (index > 0) indices.push(index);
      }
      if (item === primary) {
        if (associations) throw new HeifHeaderError("primary item listed twice in ipma");
        associations = indices;
      }
    }
  }
  if (!associations) throw new HeifHeaderError("primary item has no properties");

  const readIspe = (box: Box) => {
    if (r.u8(box.contentStart, box.end) !== 0) throw new HeifHeaderError("unknown ispe version");
    const width = r.u32(box.contentStart + 4, box.end);
    const height = r.u32(box.contentStart + 8, box.end);
    if (width === 0 || height === 0) throw new HeifHeaderError("ispe of zero size");
    return { width, height };
  };

  const own = associations.map((index) => properties[index - 1]!);
  const ispes = own.filter((box) => box.type === "ispe");
  if (ispes.length === 0) throw new HeifHeaderError("primary item has no ispe");
  if (ispes.length > 1) throw new HeifHeaderError("primary item has more than one ispe");
  const { width, height } = readIspe(ispes[0]!);

  const irots = own.filter((box) => box.type === "irot");
  if (irots.length > 1) throw new HeifHeaderError("primary item has more than one irot");
  const rotation = irots[0] ? ((4 - (r.u8(irots[0].contentStart, irots[0].end) & 3)) % 4) * 90 : 0;

  let largestItemPixels = 0;
  for (const box of properties) {
    if (box.type !== "ispe") continue;
    const size = readIspe(box);
    largestItemPixels = Math.max(largestItemPixels, size.width * size.height);
  }

  return { width, height, rotation: rotation as HeifSize["rotation"], largestItemPixels };
}
