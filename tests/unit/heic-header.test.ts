import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HeifHeaderError, isHeif, maxBoxesPerContainer, maxMetaBytes, readHeifSize } from "@/lib/leads/heic-header";

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(import.meta.dirname, "../fixtures", name)));

// A tiny ISO-BMFF writer for hand-made (and hand-broken) files.
const u16 = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const box = (type: string, ...content: number[][]) => {
  const body = content.flat();
  return [...u32(8 + body.length), ...ascii(type), ...body];
};
const fullBox = (type: string, version: number, flags: number, ...content: number[][]) =>
  box(type, [version, (flags >>> 16) & 0xff, (flags >>> 8) & 0xff, flags & 0xff], ...content);

const ftyp = box("ftyp", ascii("heic"), u32(0), ascii("mif1"), ascii("heic"));
const hdlr = fullBox("hdlr", 0, 0, u32(0), ascii("pict"), u32(0), u32(0), u32(0), [0]);
const pitm = (item: number) => fullBox("pitm", 0, 0, u16(item));
const ispe = (width: number, height: number) => fullBox("ispe", 0, 0, u32(width), u32(height));
const irot = (angle: number) => box("irot", [angle]);
/** ipma version 0, 7-bit indices: [item, [property indices]]. */
const ipma = (...entries: [number, number[]][]) =>
  fullBox(
    "ipma",
    0,
    0,
    u32(entries.length),
    ...entries.map(([item, indices]) => [...u16(item), indices.length, ...indices.map((i) => 0x80 | i)]),
  );
const heif = (...metaChildren: number[][]) =>
  new Uint8Array([...ftyp, ...fullBox("meta", 0, 0, ...metaChildren), ...box("mdat", [1, 2, 3])]);
/** A well-formed file: item 1 is primary, 4032×3024, turned 90° clockwise. */
const good = (properties = [ispe(4032, 3024), irot(3)], associations: [number, number[]][] = [[1, [1, 2]]]) =>
  heif(hdlr, pitm(1), box("iprp", box("ipco", ...properties), ipma(...associations)));

const refused = (bytes: Uint8Array, message?: RegExp) => {
  let error: unknown;
  try {
    readHeifSize(bytes);
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(HeifHeaderError);
  if (message) expect((error as Error).message).toMatch(message);
};

describe("HEIC header parser", () => {
  it("reads the primary image's size from real heif-enc files, with irot", () => {
    expect(readHeifSize(fixture("heic-12mp-phone.heic"))).toEqual({
      width: 4032,
      height: 3024,
      rotation: 90,
      largestItemPixels: 4032 * 3024,
    });
    expect(readHeifSize(fixture("heic-8192x8192-solid.heic"))).toMatchObject({ width: 8192, height: 8192 });
    expect(readHeifSize(fixture("heic-16384x16384-solid.heic"))).toMatchObject({ width: 16384, height: 16384 });
  });

  it("reads a hand-made file, also with pitm and ipma version 1 and 15-bit property indices", () => {
    expect(readHeifSize(good())).toEqual({ width: 4032, height: 3024, rotation: 90, largestItemPixels: 12192768 });
    const v1 = heif(
      hdlr,
      fullBox("pitm", 1, 0, u32(70000)),
      box(
        "iprp",
        box("ipco", irot(1), ispe(3000, 4000)),
        fullBox("ipma", 1, 1, u32(2), u32(5), [1], u16(0x8001), u32(70000), [2], u16(0x8001), u16(2)),
      ),
    );
    expect(readHeifSize(v1)).toMatchObject({ width: 3000, height: 4000, rotation: 270 });
  });

  it("reports the largest item in the file, not only the primary (tiles and auxiliary images are decoded too)", () => {
    const bytes = good(
      [ispe(512, 512), ispe(60000, 60000)],
      [
        [1, [1]],
        [2, [2]],
      ],
    );
    expect(readHeifSize(bytes)).toMatchObject({ width: 512, height: 512, largestItemPixels: 60000 * 60000 });
  });

  it("tells HEIF from other files by its ftyp brand", () => {
    expect(isHeif(fixture("heic-12mp-phone.heic"))).toBe(true);
    expect(isHeif(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(20).fill(0)]))).toBe(false);
    expect(isHeif(new Uint8Array(box("ftyp", ascii("avif"), u32(0))))).toBe(false);
    expect(isHeif(new Uint8Array(4))).toBe(false);
    refused(new Uint8Array([0xff, 0xd8, 0xff]), /not a HEIF/);
  });

  it("refuses every truncation of a real file up to the end of its meta box", () => {
    const bytes = fixture("heic-8192x8192-solid.heic");
    const metaEnd = 0x1c + 0x145; // ftyp, then meta of 0x145 bytes
    for (let length = 0; length < metaEnd; length++) refused(bytes.subarray(0, length));
  });

  it("refuses boxes larger than their parent: 32-bit and 64-bit sizes", () => {
    const bytes = good();
    const huge = bytes.slice();
    new DataView(huge.buffer).setUint32(ftyp.length, 0xfffffff0); // meta's size
    refused(huge, /runs past/);

    const large = new Uint8Array([
      ...ftyp,
      ...u32(1),
      ...ascii("meta"),
      ...u32(0x7fffffff),
      ...u32(0xffffffff), // largesize: 2^63 - 1
      ...new Array(16).fill(0),
    ]);
    refused(large, /runs past/);

    const inner = good();
    const view = new DataView(inner.buffer);
    const ipco = inner.findIndex((_, i) => String.fromCharCode(...inner.subarray(i, i + 4)) === "ipco") - 4;
    view.setUint32(ipco, 0x10000); // ipco claims more than iprp holds
    refused(inner, /runs past/);
  });

  it("refuses boxes smaller than their own header, which would otherwise never move forward", () => {
    for (const size of [2, 4, 7]) {
      const bytes = new Uint8Array([...ftyp, ...u32(size), ...ascii("free"), ...fullBox("meta", 0, 0)]);
      refused(bytes, /smaller than its header/);
    }
  });

  it("treats a size of 0 as 'to the end of the parent', not as a loop", () => {
    const bytes = new Uint8Array([...ftyp, ...u32(0), ...ascii("free")]);
    refused(bytes, /no meta box/); // one box reaching to the end of the file, and nothing else
  });

  it("refuses containers with too many boxes in bounded time", () => {
    const free = box("free");
    const many = Array.from({ length: maxBoxesPerContainer + 1 }, () => free);
    refused(good([ispe(10, 10), ...many], [[1, [1]]]), /too many boxes/);
  });

  it("refuses an oversized meta box", () => {
    const children = [...hdlr, ...pitm(1), ...u32(8 + maxMetaBytes), ...ascii("free")];
    const bytes = new Uint8Array(ftyp.length + 12 + children.length + maxMetaBytes);
    bytes.set([...ftyp, ...u32(bytes.length - ftyp.length), ...ascii("meta"), ...u32(0), ...children]);
    refused(bytes, /meta box too large/);
  });

  it("refuses an ipma entry count far beyond its data at the end of the box", () => {
    const bytes = heif(hdlr, pitm(1), box("iprp", box("ipco", ispe(10, 10)), fullBox("ipma", 0, 0, u32(0xffffffff))));
    refused(bytes, /truncated/);
  });

  it("refuses a primary image without ispe, with two ispe or two irot", () => {
    refused(good([irot(1)], [[1, [1]]]), /no ispe/);
    refused(good([ispe(10, 10), ispe(20000, 20000)], [[1, [1, 2]]]), /more than one ispe/);
    refused(good([ispe(10, 10), irot(1), irot(2)], [[1, [1, 2, 3]]]), /more than one irot/);
    refused(good([ispe(0, 10)], [[1, [1]]]), /zero size/);
  });

  it("refuses ambiguous or dangling structure", () => {
    refused(good([ispe(10, 10)], [[2, [1]]]), /no properties/);
    refused(
      good(
        [ispe(10, 10)],
        [
          [1, [1]],
          [1, [1]],
        ],
      ),
      /listed twice/,
    );
    refused(good([ispe(10, 10)], [[1, [2]]]), /missing property/);
    refused(heif(hdlr, box("iprp", box("ipco", ispe(10, 10)), ipma([1, [1]]))), /no pitm/);
    refused(heif(hdlr, pitm(1), pitm(1), box("iprp", box("ipco", ispe(10, 10)), ipma([1, [1]]))), /more than one/);
    refused(heif(hdlr, pitm(1), box("iprp", box("ipco", ispe(10, 10)))), /no ipma/);
    refused(heif(hdlr, pitm(1)), /no iprp/);
    const twoMetas = new Uint8Array([...good(), ...fullBox("meta", 0, 0)]);
    refused(twoMetas, /more than one meta/);
  });

  it("never throws anything but HeifHeaderError on randomly damaged real files", () => {
    const original = fixture("heic-12mp-phone.heic");
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const metaEnd = 28 + 889; // ftyp, meta; the coded image in mdat is never read
    for (let round = 0; round < 3000; round++) {
      const bytes = original.slice();
      for (let flips = 1 + random(4); flips > 0; flips--) bytes[random(metaEnd)] = random(256);
      try {
        const size = readHeifSize(bytes);
        expect(size.width * size.height).toBeGreaterThan(0);
      } catch (error) {
        expect(error).toBeInstanceOf(HeifHeaderError);
      }
    }
  });
});
