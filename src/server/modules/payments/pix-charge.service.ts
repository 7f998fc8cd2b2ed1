import QRCode from "qrcode";
import type { PixCharge } from "@shared/payments";
import { BrCodeError, orderTxid, staticBrCode } from "@shared/pix/br-code";
import type { PixSettings } from "@shared/pix/pix-settings";
import type { Db } from "@server/db/client";
import { AppError } from "@server/errors";
import { orderForMoney, orderMoney } from "./order-money.queries";
import { pixSettingsOf, savePixSettings } from "./pix-settings.queries";

export const PIX_NOT_CONFIGURED = "Configure a chave Pix da loja em Configurações para cobrar por Pix.";

/**
 * 'Cobrar por Pix': a static BR Code for what is left to pay on the order (docs/decisions/038), with
 * its QR code drawn here. Staff record the payment once they see it arrived. Null when nothing is due
 * or the shop has no key: the callers that show it only when it can be paid (the tracking page, the
 * receipt) ask `orNull`; staff asking for it get the reason.
 */
export async function pixCharge(options: {
  db: Db;
  orderId: string;
  /** A customer asks for their own order only. */
  clientId?: string;
  orNull?: boolean;
}): Promise<PixCharge | null> {
  const { db, orderId, clientId, orNull = false } = options;
  const refuse = (message: string) => {
    if (orNull) return null;
    throw new AppError("CONFLICT", message);
  };
  const order = await orderForMoney(db, orderId);
  if (clientId !== undefined && order.clientId !== clientId) throw new AppError("NOT_FOUND", "Pedido não encontrado");
  const settings = await pixSettingsOf(db);
  if (!settings) return refuse(PIX_NOT_CONFIGURED);
  const money = await orderMoney(db, orderId);
  if (order.status === "cancelado" || money.balanceCents <= 0) return refuse("Este pedido não tem saldo a receber.");
  try {
    return await brCodeCharge(settings, money.balanceCents, orderTxid(order.number));
  } catch (error) {
    if (error instanceof BrCodeError) return refuse(error.message);
    throw error;
  }
}

/**
 * A static BR Code for an amount to the shop's key, with its QR code drawn here; a BrCodeError when the
 * settings cannot make one. No txid: "***", as for a counter sale's cart, which has no number yet.
 */
export async function brCodeCharge(settings: PixSettings, amountCents: number, txid?: string): Promise<PixCharge> {
  const payload = staticBrCode({
    key: settings.key,
    name: settings.receiverName,
    city: settings.receiverCity,
    amountCents,
    txid,
  });
  const qrSvg = await QRCode.toString(payload, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { amountCents, payload, qrSvg, receiverName: settings.receiverName };
}

/** The admin's Pix settings as the form shows them. */
export const getPixSettings = ({ db }: { db: Db }) => pixSettingsOf(db);

/** Saves the admin's Pix settings (already checked and put in the BR Code's form by the shared schema). */
export const updatePixSettings = ({ db, settings }: { db: Db; settings: PixSettings }) => savePixSettings(db, settings);
