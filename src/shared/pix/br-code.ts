import { fromCents } from "@shared/money.ts";
import { PIX_KEY_MAX } from "./pix-key.ts";
import { receiverCitySchema, receiverNameSchema } from "./pix-receiver.ts";

/**
 * The static Pix BR Code ("Pix copia e cola", and the text of its QR code): the EMV merchant-presented
 * payload of the Banco Central's BR Code manual and Manual de Padrões para Iniciação do Pix. Each field
 * is an ID of two digits, a length of two digits and the value; in order:
 *   00 payload format "01" · 26 merchant account (00 GUI "br.gov.bcb.pix", 01 the key) · 52 MCC "0000"
 *   · 53 currency "986" (BRL) · 54 amount · 58 country "BR" · 59 name · 60 city
 *   · 62 additional data (05 txid) · 63 CRC16.
 * Left out:
 * - 01 point of initiation. "12" would mark the code as not for a second payment, but for a static code
 *   that is only a hint the payer's bank may show: the Banco Central answered that a static code is
 *   always multi-payment (github.com/bacen/pix-api/issues/139). The manual's own static example and
 *   pix-utils' static codes carry no 01, so neither do ours; the txid tells the payments apart.
 * - 26-02 description: the txid already names the OS, and the field would shorten the room for the key.
 * With the longest key (77), amount (13), name (25), city (15) and txid (25) a code is 236 characters,
 * well within the EMV limit of 512.
 */

// The Pix arrangement's GUI in the merchant account (26-00).
const PIX_GUI = "br.gov.bcb.pix";
// The amount field's EMV maximum: "9999999999.99".
const AMOUNT_MAX_LENGTH = 13;
// The manual limits a static code's txid (62-05) to 25 characters, letters and digits; "***" means none.
const TXID = /^[A-Za-z0-9]{1,25}$/;

export type BrCodeField = "key" | "name" | "city" | "amount" | "txid";

/** A value the BR Code cannot carry, with the pt-BR message to show; `field` names the input at fault. */
export class BrCodeError extends Error {
  constructor(
    readonly field: BrCodeField,
    message: string,
  ) {
    super(message);
    this.name = "BrCodeError";
  }
}

export interface StaticBrCodeInput {
  /** The key in the DICT's form (normalizePixKey). */
  key: string;
  /** The receiver's name and city, typed or already reduced (brCodeText): they are reduced again. */
  name: string;
  city: string;
  /** The amount to pay, in centavos, more than zero. */
  amountCents: number;
  /** Up to 25 letters and digits (orderTxid); none gives "***". */
  txid?: string;
}

/** The txid of an order's charge: "OS" and its number as the order is printed, "OS00012". */
export function orderTxid(orderNumber: number): string {
  return `OS${String(orderNumber).padStart(5, "0")}`;
}

/** One EMV field: ID, length in two digits, value. Every caller's value is checked to fit first. */
function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`BR Code field ${id} longer than 99: ${value.length}`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

// CRC-16/CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR), a byte at a
// time through a table of the 256 remainders.
const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte << 8;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1;
  return crc & 0xffff;
});

/** The CRC of a text's UTF-8 bytes as four upper-case hex digits, as field 63 carries it. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc = ((crc << 8) & 0xffff) ^ (CRC_TABLE[((crc >> 8) ^ byte) & 0xff] ?? 0);
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

function reduced(schema: typeof receiverNameSchema, value: string, name: "name" | "city"): string {
  const result = schema.safeParse(value);
  if (!result.success) throw new BrCodeError(name, result.error.issues[0]?.message ?? "Valor inválido");
  return result.data;
}

/**
 * The "copia e cola" text of a static BR Code for one amount. Throws BrCodeError for a value the code
 * cannot carry: a key that is not printable ASCII of 1 to 77 characters, a name or city empty or too
 * long once reduced, an amount not a positive whole number of centavos or too long, a malformed txid.
 */
export function staticBrCode(input: StaticBrCodeInput): string {
  const { key, amountCents, txid } = input;
  if (!/^[\x21-\x7e]+$/.test(key) || key.length > PIX_KEY_MAX) {
    throw new BrCodeError("key", "Chave Pix inválida: revise a chave em Configurações");
  }
  const name = reduced(receiverNameSchema, input.name, "name");
  const city = reduced(receiverCitySchema, input.city, "city");
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new BrCodeError("amount", "Valor do Pix deve ser maior que zero");
  }
  // Always two decimals after a point: a bank refused "1.2" for 1.20 (renatofrota/pix-pendencias#26).
  const amount = fromCents(amountCents);
  if (amount.length > AMOUNT_MAX_LENGTH) throw new BrCodeError("amount", "Valor muito alto para o Pix");
  if (txid !== undefined && !TXID.test(txid)) {
    throw new BrCodeError("txid", "Identificador do Pix deve ter de 1 a 25 letras ou números, sem acentos");
  }
  const payload = [
    field("00", "01"),
    field("26", field("00", PIX_GUI) + field("01", key)),
    field("52", "0000"),
    field("53", "986"),
    field("54", amount),
    field("58", "BR"),
    field("59", name),
    field("60", city),
    field("62", field("05", txid ?? "***")),
    "6304", // the CRC's own ID and length are part of what it covers
  ].join("");
  return payload + crc16CcittFalse(payload);
}
