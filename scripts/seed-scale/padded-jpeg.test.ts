import { describe, expect, it } from "vitest";
import { paddedJpeg } from "./padded-jpeg";

/** The markers of a JPEG's segments up to the start of scan, each length followed as a decoder would. */
function segments(jpeg: Buffer): number[] {
  const markers: number[] = [];
  let at = 2;
  while (at < jpeg.length) {
    expect(jpeg[at]).toBe(0xff);
    const marker = jpeg[at + 1]!;
    markers.push(marker);
    if (marker === 0xda) break;
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return markers;
}

describe("paddedJpeg", () => {
  it("is a JPEG of exactly the size asked, its padding in comment segments a decoder skips", () => {
    for (const size of [548, 30_000, 200_000]) {
      const jpeg = paddedJpeg(size);
      expect(jpeg.length).toBe(size);
      expect(jpeg.subarray(0, 2).toString("hex")).toBe("ffd8");
      expect(jpeg.subarray(-2).toString("hex")).toBe("ffd9");
      const markers = segments(jpeg);
      expect(markers[0]).toBe(0xe0);
      expect(markers.at(-1)).toBe(0xda);
      expect(markers.filter((m) => m === 0xfe).length).toBe(Math.ceil((size - 543) / 65_537));
    }
  });

  it("differs from one photo to the next", () => {
    expect(paddedJpeg(30_000).equals(paddedJpeg(30_000))).toBe(false);
  });
});
