import { describe, expect, it } from "vitest";
import { formVariants, maxPhotoBytes, type PhotoFormVariant, variantFields } from "@/lib/forms/contract";
import { jpegName, shrinkable, shrunkSize } from "@/lib/leads/photo-shrink";
import { photoMaxSide } from "@/lib/leads/photo-size";

describe("the size a photo is shrunk to in the browser", () => {
  it("brings the longest side to the stored photo's, keeping the proportions", () => {
    expect(photoMaxSide).toBe(2000);
    expect(shrunkSize(4000, 3000)).toEqual({ width: 2000, height: 1500 }); // 12 MP, landscape
    expect(shrunkSize(3024, 4032)).toEqual({ width: 1500, height: 2000 }); // iPhone, portrait
    expect(shrunkSize(8064, 6048)).toEqual({ width: 2000, height: 1500 }); // iPhone 48 MP
    expect(shrunkSize(4080, 3072)).toEqual({ width: 2000, height: 1506 }); // 12.5 MP Android, rounded
    expect(shrunkSize(16000, 900)).toEqual({ width: 2000, height: 113 }); // a panorama
    expect(shrunkSize(5000, 5000)).toEqual({ width: 2000, height: 2000 });
  });

  it("never enlarges, and never makes a side zero", () => {
    expect(shrunkSize(1600, 1200)).toEqual({ width: 1600, height: 1200 });
    expect(shrunkSize(2000, 1)).toEqual({ width: 2000, height: 1 });
    expect(shrunkSize(30000, 2)).toEqual({ width: 2000, height: 1 });
    expect(shrunkSize(2048, 1536, 2048)).toEqual({ width: 2048, height: 1536 });
  });

  it("keeps the longest side exactly at the limit, whatever the rounding", () => {
    for (const [width, height] of [
      [4001, 3001],
      [3999, 2999],
      [4032, 3024],
      [2001, 7],
    ] as const) {
      const size = shrunkSize(width, height);
      expect(Math.max(size.width, size.height)).toBe(photoMaxSide);
    }
  });
});

describe("which picked files are shrunk", () => {
  const file = (name: string, type: string, size = 3_000_000) => ({ name, type, size });

  it("takes the photo types the form accepts, and a HEIC without a type by its name", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp", "image/heic", "image/heif"]) {
      expect(shrinkable(file("dak", type)), type).toBe(true);
    }
    expect(shrinkable(file("IMG_0042.HEIC", ""))).toBe(true);
    expect(shrinkable(file("dak.pdf", "application/pdf"))).toBe(false);
    expect(shrinkable(file("dak.gif", "image/gif"))).toBe(false);
    expect(shrinkable(file("onbekend", ""))).toBe(false);
  });

  it("leaves a file over the byte limit, or an empty one, to the server's message", () => {
    expect(shrinkable(file("dak.jpg", "image/jpeg", maxPhotoBytes))).toBe(true);
    expect(shrinkable(file("dak.jpg", "image/jpeg", maxPhotoBytes + 1))).toBe(false);
    expect(shrinkable(file("dak.jpg", "image/jpeg", 0))).toBe(false);
  });

  it("names a re-encoded photo .jpg", () => {
    expect(jpegName("IMG_0042.HEIC")).toBe("IMG_0042.jpg");
    expect(jpegName("dak.jpeg")).toBe("dak.jpg");
    expect(jpegName("scherm.afbeelding.png")).toBe("scherm.afbeelding.jpg");
    expect(jpegName("zonder-extensie")).toBe("zonder-extensie.jpg");
    expect(jpegName(".heic")).toBe("foto.jpg");
  });
});

describe("the forms that get the photo shrinker", () => {
  it("are exactly the variants with a photo field", () => {
    // Every PhotoFormVariant, and nothing else (the compiler checks both ways).
    const photoVariants = { full: true, storm: true, message: true } satisfies Record<PhotoFormVariant, true>;
    expect(Object.keys(photoVariants)).toEqual(
      formVariants.filter((variant) => variantFields[variant].includes("photos")),
    );
  });
});
