import { randomBytes } from "node:crypto";

/**
 * A real JPEG: CPython's 16×16 test image (Lib/test/imghdrdata/python.jpg, 543 bytes), which any
 * decoder opens. Scale seeds pad it to a phone photo's size with comment segments (COM, which
 * decoders skip) of random bytes: as incompressible as a photo's entropy-coded data, and a distinct
 * checksum per photo.
 */
const BASE_JPEG = Buffer.from(
  "ffd8ffe000104a46494600010101000100010000ffdb00430003020202020203020202030303030406040404040408060605" +
    "0609080a0a090809090a0c0f0c0a0b0e0b09090d110d0e0f101011100a0c12131210130f101010ffdb004301030303040304" +
    "08040408100b090b101010101010101010101010101010101010101010101010101010101010101010101010101010101010" +
    "1010101010101010ffc00011080010001003012200021101031101ffc4001600010101000000000000000000000000000704" +
    "05ffc4002410000104010402020300000000000000000102030406050708121311220014093132ffc4001501010100000000" +
    "000000000000000000000006ffc400231100010205030500000000000000000000010211030405062100123115166181e1ff" +
    "da000c03010002110311003f0014a6d26a1b73c1e61312d4951cf31163e42565beba5aec694540b1e520b254a51fd2cab8fa" +
    "f220ab963d976c9335e69b77d7e66da71781a5571c7f1cea71e24b39d7e32253f21a69ded4714a38b482e84b892a71691ecd" +
    "2d213bf1efb91a74aceea15a758ed548ac655b858b81857b21299867a96b94b949654fb9c88529114b812af07ad9f23c807e" +
    "55be0df662a140cce8e69a3d5cb743b3d77a6558b1d9512188bf64b8d3f1c3680429c0d0febb3c02e03c5407b4bdd97b54e6" +
    "27fb6edf9460148262138db8529828370589727960e432896fc3828ea7528cea208dbe78191f07ad7fffd9",
  "hex",
);
/** After SOI (2 bytes) and the JFIF APP0 segment (18): where a comment segment may go. */
const AFTER_APP0 = 20;
const COM_MAX = 65_533;

/** A valid JPEG of exactly `sizeBytes` (at least the base image's 543 + 5), unique by its random comment. */
export function paddedJpeg(sizeBytes: number): Buffer {
  const segments: Buffer[] = [];
  let left = sizeBytes - BASE_JPEG.length;
  while (left > 0) {
    // A segment is its marker (2), its length (2, counting itself) and at least one byte of comment.
    const data = Math.min(COM_MAX, left - 4);
    if (data < 1) throw new Error(`a padded JPEG cannot be ${sizeBytes} bytes`);
    segments.push(Buffer.from([0xff, 0xfe, (data + 2) >> 8, (data + 2) & 0xff]), randomBytes(data));
    left -= data + 4;
  }
  return Buffer.concat([BASE_JPEG.subarray(0, AFTER_APP0), ...segments, BASE_JPEG.subarray(AFTER_APP0)]);
}
