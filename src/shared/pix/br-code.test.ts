import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BrCodeError, crc16CcittFalse, orderTxid, staticBrCode } from "./br-code";
import { brCodeText } from "./pix-receiver";

// The test's own reader of EMV fields (ID, two-digit length, value) and its own CRC, bit by bit: neither
// shares code with what it checks.
interface Field {
  id: string;
  value: string;
}

function readFields(text: string): Field[] {
  const fields: Field[] = [];
  for (let at = 0; at < text.length;) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) throw new Error(`no field ID and length at ${at}: ${head}`);
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) throw new Error(`field ${head.slice(0, 2)} cut short`);
    fields.push({ id: head.slice(0, 2), value });
    at += 4 + length;
  }
  return fields;
}

function bitwiseCrc(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit++) crc = (crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** A static code's fields by ID, after checking the order of IDs at each level and the CRC. */
function decode(code: string): Record<string, string> {
  expect(code).toMatch(/^[\x20-\x7e]+$/); // ASCII: lengths in characters are lengths in bytes
  const top = readFields(code);
  expect(top.map((f) => f.id)).toEqual(["00", "26", "52", "53", "54", "58", "59", "60", "62", "63"]);
  const byId: Record<string, string> = Object.fromEntries(top.map((f) => [f.id, f.value]));
  const account = readFields(byId["26"]!);
  expect(account.map((f) => f.id)).toEqual(["00", "01"]);
  const extra = readFields(byId["62"]!);
  expect(extra.map((f) => f.id)).toEqual(["05"]);
  expect(code.slice(-8, -4)).toBe("6304");
  expect(byId["63"]).toBe(bitwiseCrc(code.slice(0, -4)));
  return { ...byId, gui: account[0]!.value, key: account[1]!.value, txid: extra[0]!.value };
}

// The Banco Central's example in its BR Code manual (static, no amount, the manual's random key).
const BCB_EXAMPLE =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";
// pix-utils' static code with an amount and a description (tests/emvCodes.ts, STATIC_TEST_EMV).
const PIX_UTILS_STATIC =
  "00020126510014br.gov.bcb.pix0115thalesog@me.com0210Pedido 123520400005303986540510.005802BR5914THALES OGLIARI6015SAO MIGUEL DO O62070503***63040DC6";
// The manual's key and receiver with R$ 123,45, in our layout; its CRC also from Python's binascii.crc_hqx.
const WITH_AMOUNT =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406123.455802BR5913FULANO DE TAL6008BRASILIA62070503***6304488D";

const base = { key: "+5511987654321", name: "Assistência Técnica Zé", city: "São Paulo", amountCents: 15030 };

describe("crc16CcittFalse", () => {
  it("gives the CRC-16/CCITT-FALSE check value and the CRCs of published codes", () => {
    expect(crc16CcittFalse("123456789")).toBe("29B1");
    for (const code of [BCB_EXAMPLE, PIX_UTILS_STATIC, WITH_AMOUNT]) {
      expect(crc16CcittFalse(code.slice(0, -4))).toBe(code.slice(-4));
      expect(bitwiseCrc(code.slice(0, -4))).toBe(code.slice(-4));
    }
  });

  it("agrees with the test's bitwise CRC on any ASCII text", () => {
    fc.assert(fc.property(fc.stringMatching(/^[\x20-\x7e]*$/), (text) => crc16CcittFalse(text) === bitwiseCrc(text)));
  });
});

describe("staticBrCode", () => {
  it("writes the published code for the manual's key, receiver and R$ 123,45", () => {
    const code = staticBrCode({
      key: "123e4567-e12b-12d1-a456-426655440000",
      name: "Fulano de Tal",
      city: "Brasília",
      amountCents: 12345,
    });
    expect(code).toBe(WITH_AMOUNT);
  });

  it("carries every field of a charge", () => {
    const code = staticBrCode({ ...base, txid: orderTxid(12) });
    expect(decode(code)).toEqual({
      "00": "01",
      "26": "0014br.gov.bcb.pix0114+5511987654321",
      "52": "0000",
      "53": "986",
      "54": "150.30",
      "58": "BR",
      "59": "ASSISTENCIA TECNICA ZE",
      "60": "SAO PAULO",
      "62": "0507OS00012",
      "63": code.slice(-4),
      gui: "br.gov.bcb.pix",
      key: "+5511987654321",
      txid: "OS00012",
    });
  });

  it("writes amounts with two decimals and no thousands separator", () => {
    const amount = (amountCents: number) => decode(staticBrCode({ ...base, amountCents }))["54"];
    expect(amount(1)).toBe("0.01");
    expect(amount(120)).toBe("1.20");
    expect(amount(100000)).toBe("1000.00");
    expect(amount(1_000_000_000)).toBe("10000000.00");
    expect(amount(999_999_999_999)).toBe("9999999999.99");
  });

  it("gives '***' for no txid, and 'OS' with the order's number for an order", () => {
    expect(decode(staticBrCode(base)).txid).toBe("***");
    expect(orderTxid(12)).toBe("OS00012");
    expect(orderTxid(123456)).toBe("OS123456");
  });

  it("stays far within the EMV limit of 512 characters at every field's longest", () => {
    const code = staticBrCode({
      key: `${"a".repeat(65)}@example.com`,
      name: "N".repeat(25),
      city: "C".repeat(15),
      amountCents: 999_999_999_999,
      txid: "T".repeat(25),
    });
    decode(code);
    expect(code).toHaveLength(236);
  });

  it("decodes back to what it was given, with a valid CRC, for any key, amount, name and txid", () => {
    const key = fc.oneof(
      fc.uuid(),
      fc.emailAddress().filter((email) => email.length <= 77),
      fc.stringMatching(/^\+55[1-9]{2}9\d{8}$/),
      fc.stringMatching(/^\d{11}$|^\d{14}$/),
      fc.stringMatching(/^[\x21-\x7e]{1,77}$/),
    );
    // Mostly Latin text with accents and symbols, which the reduction keeps in part; some of any script.
    const text = fc.oneof(
      { arbitrary: fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ0-9 .&'’´()@-]{1,30}$/), weight: 4 },
      { arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }), weight: 1 },
    );
    const cents = fc.oneof(fc.integer({ min: 1, max: 1_000_000_000 }), fc.integer({ min: 1, max: 999_999_999_999 }));
    const txid = fc.option(fc.stringMatching(/^[A-Za-z0-9]{1,25}$/), { nil: undefined });
    fc.assert(
      fc.property(key, text, text, cents, txid, (key, name, city, amountCents, txid) => {
        const [shownName, shownCity] = [brCodeText(name), brCodeText(city)];
        const input = { key, name, city, amountCents, txid };
        const fits = (shown: string, max: number) => /[A-Z0-9]/.test(shown) && shown.length <= max;
        if (!fits(shownName, 25) || !fits(shownCity, 15)) {
          expect(() => staticBrCode(input)).toThrow(BrCodeError);
          return;
        }
        const code = staticBrCode(input);
        const fields = decode(code);
        expect(fields.key).toBe(key);
        expect(fields["59"]).toBe(shownName);
        expect(fields["60"]).toBe(shownCity);
        expect(fields["54"]).toBe(`${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, "0")}`);
        expect(fields.txid).toBe(txid ?? "***");
        expect(code.length).toBeLessThanOrEqual(512);
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    ["key", { key: "" }],
    ["key", { key: "fulano @exemplo.com" }],
    ["key", { key: "josé@exemplo.com" }],
    ["key", { key: `${"a".repeat(66)}@exemplo.com` }],
    ["name", { name: "  " }],
    ["name", { name: "Assistência Técnica São José" }],
    ["city", { city: "(@)" }],
    ["city", { city: "São José dos Campos" }],
    ["amount", { amountCents: 0 }],
    ["amount", { amountCents: -100 }],
    ["amount", { amountCents: 10.5 }],
    ["amount", { amountCents: 1_000_000_000_000 }],
    ["txid", { txid: "" }],
    ["txid", { txid: "OS-00012" }],
    ["txid", { txid: "T".repeat(26) }],
  ])("refuses a bad %s: %o", (field, change) => {
    const attempt = () => staticBrCode({ ...base, ...change });
    expect(attempt).toThrow(BrCodeError);
    expect(attempt).toThrow(expect.objectContaining({ field, message: expect.stringMatching(/\S/) }));
  });

  it("tells in pt-BR what is wrong", () => {
    expect(() => staticBrCode({ ...base, city: "São José dos Campos" })).toThrow(
      "Cidade muito longa para o Pix: até 15 caracteres sem acentos; abrevie se preciso (S J DOS CAMPOS)",
    );
    expect(() => staticBrCode({ ...base, amountCents: 0 })).toThrow("Valor do Pix deve ser maior que zero");
  });
});
