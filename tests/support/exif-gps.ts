/**
 * Whether an image's EXIF block (sharp's `metadata().exif`: "Exif\0\0" and a TIFF structure) points to a GPS
 * directory (tag 0x8825 in its first directory), i.e. carries a location. Enough for a test to prove that a fixture
 * has one and a served image does not.
 */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif || exif.length < 14) return false;
  const tiff = exif.subarray(exif.toString("latin1", 0, 4) === "Exif" ? 6 : 0);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const directory = u32(4);
  if (directory + 2 > tiff.length) return false;
  const entries = u16(directory);
  for (let index = 0; index < entries; index++) {
    const at = directory + 2 + index * 12;
    if (at + 12 > tiff.length) return false;
    if (u16(at) === 0x8825) return true;
  }
  return false;
}
