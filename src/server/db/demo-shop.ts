import type { Db } from "./client";
import { localDate } from "@server/lib/local-date";
import { orderEvents } from "./schema/order-history";
import { appointments, services } from "./schema/order-items";
import { clients, orders } from "./schema/shop";
import { tickets } from "./schema/tickets";

/**
 * The demo shop's clients, orders (with their services, visits and history) and tickets, in the
 * seed's transaction (docs/decisions/006).
 */
export async function seedDemoShop(
  tx: Db,
  {
    staffId,
    customerId,
    customerClientId,
    timeZone,
  }: { staffId: string; customerId: string; customerClientId: string; timeZone: string },
) {
  // Phones as the app stores them, digits only (docs/decisions/024).
  const shopClients = await tx
    .insert(clients)
    .values([
      { name: "João da Silva", phone: "11912345678", address: "Av. Paulista, 1000 - Bela Vista, São Paulo - SP" },
      {
        name: "Maria Oliveira",
        phone: "21998765432",
        address: "Rua Voluntários da Pátria, 45 - Botafogo, Rio de Janeiro - RJ",
      },
      { name: "Pedro Santos", phone: "3132221100", address: "Rua da Bahia, 300 - Centro, Belo Horizonte - MG" },
    ])
    .returning({ id: clients.id });
  const [joao, maria, pedro] = shopClients.map((c) => c.id) as [string, string, string];
  const staff = staffId;

  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  const created = await tx
    .insert(orders)
    .values([
      {
        userId: staff,
        createdAt: hoursAgo(6),
        clientId: customerClientId,
        brand: "Samsung",
        model: "Galaxy S21",
        device: "Celular",
        defect: "Tela quebrada após queda",
        status: "em_andamento",
        paymentCondition: "a_vista",
        paymentMethod: "pix",
        warrantyMonths: 3,
      },
      {
        userId: staff,
        createdAt: hoursAgo(6),
        clientId: joao,
        brand: "Brastemp",
        model: "BWK11",
        device: "Máquina de lavar",
        defect: "Não centrifuga e faz barulho alto",
        status: "novo",
      },
      {
        userId: staff,
        createdAt: hoursAgo(6),
        clientId: maria,
        brand: "Dell",
        model: "Inspiron 15",
        device: "Notebook",
        defect: "Não liga, LED de energia pisca",
        status: "concluido",
        paymentCondition: "parcelas",
        paymentMethod: "cartao_credito",
        warrantyMonths: 6,
      },
      {
        userId: staff,
        createdAt: hoursAgo(6),
        clientId: pedro,
        brand: "LG",
        model: "Dual Inverter",
        device: "Ar-condicionado",
        defect: "Não gela, apenas ventila",
        status: "novo",
      },
    ])
    .returning({ id: orders.id });
  const [o1, o2, o3, o4] = created.map((o) => o.id) as [string, string, string, string];

  await tx.insert(services).values([
    { orderId: o1, description: "Troca de tela", value: "450.00", discountType: "porcentagem", discountValue: "10" },
    { orderId: o2, description: "Diagnóstico", value: "80.00", discountType: "valor", discountValue: "0" },
    {
      orderId: o3,
      description: "Troca da placa de energia",
      value: "620.00",
      discountType: "valor",
      discountValue: "50.00",
    },
    { orderId: o4, description: "Recarga de gás", value: "280.00" },
  ]);
  // Each order's history as the app writes it, so a first order page shows one (docs/decisions/023);
  // the repairs moved on over the last hours.
  await tx.insert(orderEvents).values([
    ...[o1, o2, o3, o4].map((orderId) => ({
      orderId,
      userId: staff,
      kind: "criado" as const,
      toStatus: "novo" as const,
      createdAt: hoursAgo(6),
    })),
    {
      orderId: o1,
      userId: staff,
      kind: "status",
      fromStatus: "novo",
      toStatus: "em_andamento",
      createdAt: hoursAgo(4),
    },
    {
      orderId: o3,
      userId: staff,
      kind: "status",
      fromStatus: "novo",
      toStatus: "em_andamento",
      createdAt: hoursAgo(5),
    },
    {
      orderId: o3,
      userId: staff,
      kind: "status",
      fromStatus: "em_andamento",
      toStatus: "concluido",
      note: "Placa de energia trocada; testado por 2 horas.",
      createdAt: hoursAgo(1),
    },
  ]);
  const today = localDate(new Date(), timeZone);
  await tx.insert(appointments).values([
    { orderId: o2, date: today, period: "manha", status: "agendado" },
    { orderId: o4, date: today, period: "tarde", status: "nao_confirmado" },
  ]);
  await tx.insert(tickets).values([
    {
      clientId: customerClientId,
      createdBy: customerId,
      subject: "Defeito em Samsung - Carla Cliente",
      description:
        "Nome: Carla Cliente\nTelefone: (11) 98888-7777\nEndereço: Rua das Flores, 120\nEquipamento: Samsung\nDefeito: Tela piscando",
      status: "aberto",
    },
    {
      clientId: joao,
      createdBy: staff,
      subject: "Defeito em Brastemp - João da Silva",
      description:
        "Nome: João da Silva\nTelefone: (11) 91234-5678\nEndereço: Av. Paulista, 1000\nEquipamento: Brastemp\nDefeito: Vazamento de água",
      status: "em_analise",
    },
  ]);
}
