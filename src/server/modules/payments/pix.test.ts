import { describe, expect, it } from "vitest";
import type { PixCharge } from "@shared/payments";
import { crc16CcittFalse } from "@shared/pix/br-code";
import { createTestApp } from "@server/test/test-app";

/** The top-level fields of an EMV payload: id → value. */
function fieldsOf(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < payload.length;) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

describe("'Cobrar por Pix'", async () => {
  const t = await createTestApp();
  const admin = await t.signedIn("admin");
  const tecnico = await t.signedIn("tecnico");
  const json = async <T>(res: Response) => (await res.json()) as T & { error?: { message: string } };

  const customer = t.client();
  await customer.signUp({ name: "Cliente Pix", email: "cliente.pix@cliente.example", password: "Senha@Forte1" });
  const [record] = (
    await json<{ items: { id: string; name: string }[] }>(await tecnico.request("/api/clients?search=Cliente%20Pix"))
  ).items;
  const order = await json<{ id: string; number: number }>(
    await tecnico.request("/api/orders", {
      json: {
        clientId: record!.id,
        brand: "Xiaomi",
        model: "Redmi 12",
        device: "Celular",
        defect: "Não liga",
        services: [{ description: "Troca da bateria", value: 180.5, discountValue: 0 }],
      },
    }),
  );

  it("needs the shop's key; the admin enters it, checked and put in the BR Code's form", async () => {
    expect((await json(await tecnico.request(`/api/orders/${order.id}/pix`))).error?.message).toBe(
      "Configure a chave Pix da loja em Configurações para cobrar por Pix.",
    );
    const pix = {
      keyType: "telefone",
      key: "(11) 98765-4321",
      receiverName: "Zé Celulares Ltda",
      receiverCity: "São José dos Campos",
    };
    expect((await tecnico.request("/api/company/pix", { method: "PUT", json: pix })).status).toBe(403);
    const tooLong = await admin.request("/api/company/pix", { method: "PUT", json: pix });
    expect(tooLong.status).toBe(400);
    const wrongKey = await admin.request("/api/company/pix", {
      method: "PUT",
      json: { ...pix, receiverCity: "S J dos Campos", keyType: "cpf", key: "123.456.789-00" },
    });
    expect((await json(wrongKey)).error?.message).toContain("Chave Pix inválida para o tipo CPF");
    const saved = await admin.request("/api/company/pix", {
      method: "PUT",
      json: { ...pix, receiverCity: "S J dos Campos" },
    });
    expect(await json(saved)).toEqual({
      keyType: "telefone",
      key: "+5511987654321",
      receiverName: "ZE CELULARES LTDA",
      receiverCity: "S J DOS CAMPOS",
    });
  });

  it("is a static BR Code for the balance, for staff and for the order's own customer", async () => {
    await tecnico.request(`/api/orders/${order.id}/payments`, { json: { amountCents: 5000, method: "pix" } });
    const charge = await json<PixCharge>(await tecnico.request(`/api/orders/${order.id}/pix`));
    expect(charge.amountCents).toBe(13050);
    const fields = fieldsOf(charge.payload);
    expect(fields.get("54")).toBe("130.50");
    expect(fields.get("59")).toBe("ZE CELULARES LTDA");
    expect(fields.get("60")).toBe("S J DOS CAMPOS");
    expect(fields.get("26")).toContain("+5511987654321");
    expect(fields.get("62")).toBe(`05${"07"}OS${String(order.number).padStart(5, "0")}`);
    expect(fields.get("63")).toBe(crc16CcittFalse(charge.payload.slice(0, -4)));
    expect(charge.qrSvg).toContain("<svg");

    expect((await customer.request(`/api/orders/${order.id}/pix`)).status).toBe(200);
    expect((await (await t.signedIn("cliente")).request(`/api/orders/${order.id}/pix`)).status).toBe(404);
    expect((await t.client().request(`/api/orders/${order.id}/pix`)).status).toBe(401);

    await tecnico.request(`/api/orders/${order.id}/payments`, { json: { amountCents: 13050, method: "pix" } });
    expect((await json(await tecnico.request(`/api/orders/${order.id}/pix`))).error?.message).toBe(
      "Este pedido não tem saldo a receber.",
    );
  });
});
