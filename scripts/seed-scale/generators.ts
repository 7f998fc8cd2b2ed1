import { randomUUID } from "node:crypto";
import { checkDigit } from "@shared/validation/cpf";
import type { AppointmentInput, ServiceInput } from "@shared/validation/order";
import type { TicketInput } from "@shared/validation/ticket";
import type { OrderStatus } from "@shared/value-sets";
import { DEVICE_KINDS } from "./device-catalog";
import { EMAIL_DOMAINS, FIRST_NAMES, SURNAMES } from "./pt-br-names";
import { CITIES, NEIGHBOURHOODS, STREETS } from "./pt-br-places";
import type { Random } from "./random";

// Pure makers of one realistic record each: the seed writes them, the unit tests hold them to the
// shared zod schemas (what the API would accept from a form).

const DAY_MS = 24 * 60 * 60 * 1000;

interface ShopClient {
  id: string;
  name: string;
  phone: string;
  address: string;
  email: string | null;
  cpf: string | null;
  createdAt: Date;
}

/** The fields of an order as the form sends them (OrderInput), plus what the server stamps. */
interface ShopOrder {
  id: string;
  clientId: string;
  userId: string;
  brand: string;
  model: string;
  device: string;
  defect: string;
  status: OrderStatus;
  paymentCondition: "a_vista" | "sinal" | "parcelas" | null;
  paymentMethod: "transferencia" | "dinheiro" | "cartao_credito" | "cartao_debito" | "pix" | null;
  warrantyMonths: number | null;
  additionalInfo: string | null;
  services: Required<Pick<ServiceInput, "description" | "value" | "discountType" | "discountValue">>[];
  appointments: Required<Pick<AppointmentInput, "date" | "period" | "status">>[];
  createdAt: Date;
  updatedAt: Date;
}

export function makeCpf(random: Random): string {
  let digits: number[];
  do digits = Array.from({ length: 9 }, () => random.int(0, 9));
  while (digits.every((d) => d === digits[0]));
  digits.push(checkDigit(digits));
  digits.push(checkDigit(digits));
  // Digits only, as the app stores Brazilian numbers (docs/decisions/024).
  return digits.join("");
}

/** A mobile number (9 digits) most of the time, else a landline, with the city's area code; digits only. */
export function makePhone(random: Random, ddd: number): string {
  const four = () => String(random.int(0, 9999)).padStart(4, "0");
  return random.chance(0.8) ? `${ddd}9${random.int(6000, 9999)}${four()}` : `${ddd}${random.int(2000, 3999)}${four()}`;
}

function asciiLower(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
}

export function makeClient(random: Random, createdAt: Date, serial: number): ShopClient {
  const first = random.pick(FIRST_NAMES);
  const surnames = random.chance(0.6) ? [random.pick(SURNAMES), random.pick(SURNAMES)] : [random.pick(SURNAMES)];
  const last = surnames[surnames.length - 1]!;
  const city = random.pick(CITIES);
  const address = `${random.pick(STREETS)}, ${random.int(1, 3500)} - ${random.pick(NEIGHBOURHOODS)}, ${city.name} - ${city.uf}`;
  return {
    id: randomUUID(),
    name: [first, ...surnames].join(" "),
    phone: makePhone(random, city.ddd),
    address,
    // The serial keeps addresses apart where two clients share a name, as real mailboxes do.
    email: random.chance(0.6)
      ? `${asciiLower(first)}.${asciiLower(last)}${serial}@${random.pick(EMAIL_DOMAINS)}`
      : null,
    cpf: random.chance(0.5) ? makeCpf(random) : null,
    createdAt,
  };
}

/** Reais with two decimals, the way shops price: whole reais or ending in ,90. */
function price(random: Random, min: number, max: number): number {
  const reais = random.int(min, max);
  return random.chance(0.3) ? reais - 0.1 : reais;
}

function makeServices(random: Random, offers: (typeof DEVICE_KINDS)[number]["services"]): ShopOrder["services"] {
  const count = random.chance(0.55) ? 1 : random.chance(0.7) ? 2 : 3;
  return Array.from({ length: count }, () => {
    const offer = random.pick(offers);
    const value = price(random, offer.minPrice, offer.maxPrice);
    const roll = random.next();
    if (roll < 0.6)
      return { description: offer.description, value, discountType: "porcentagem" as const, discountValue: 0 };
    if (roll < 0.85)
      return {
        description: offer.description,
        value,
        discountType: "porcentagem" as const,
        discountValue: random.pick([5, 10, 12.5, 15]),
      };
    return {
      description: offer.description,
      value,
      discountType: "valor" as const,
      discountValue: Math.min(value, random.pick([10, 20, 30, 50])),
    };
  });
}

/** Recent orders are still open; old ones are almost all finished. */
function statusFor(random: Random, ageDays: number): OrderStatus {
  const roll = random.next();
  if (ageDays < 7) return roll < 0.5 ? "novo" : roll < 0.9 ? "em_andamento" : "concluido";
  if (ageDays < 30) return roll < 0.1 ? "novo" : roll < 0.5 ? "em_andamento" : "concluido";
  return roll < 0.01 ? "novo" : roll < 0.03 ? "em_andamento" : "concluido";
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function makeOrder(
  random: Random,
  options: { clientId: string; userId: string; createdAt: Date; now: Date },
): ShopOrder {
  const { createdAt, now } = options;
  const kind = random.pick(DEVICE_KINDS);
  const { brand, models } = random.pick(kind.brands);
  const status = statusFor(random, (now.getTime() - createdAt.getTime()) / DAY_MS);
  const finished = status === "concluido";
  const visitDay = new Date(createdAt.getTime() + random.int(0, 5) * DAY_MS);
  const visitStatus = finished ? "concluido" : random.chance(0.6) ? "agendado" : "nao_confirmado";
  const updatedAt = finished
    ? new Date(Math.min(now.getTime(), createdAt.getTime() + random.int(1, 15) * DAY_MS))
    : createdAt;
  return {
    id: randomUUID(),
    clientId: options.clientId,
    userId: options.userId,
    brand,
    model: random.pick(models),
    device: kind.device,
    defect: random.pick(kind.defects),
    status,
    paymentCondition: finished ? random.pick(["a_vista", "a_vista", "sinal", "parcelas"] as const) : null,
    paymentMethod: finished
      ? random.pick(["pix", "pix", "cartao_credito", "cartao_debito", "dinheiro", "transferencia"] as const)
      : null,
    warrantyMonths: finished ? random.pick([0, 3, 3, 6, 12]) : null,
    additionalInfo: random.chance(0.15)
      ? random.pick([
          "Cliente pediu orçamento antes do reparo",
          "Aparelho deixado sem carregador",
          "Ligar antes de ir ao local",
          "Cliente com urgência",
        ])
      : null,
    services: makeServices(random, kind.services),
    appointments: kind.visitedAtHome
      ? [{ date: isoDay(visitDay), period: random.chance(0.5) ? "manha" : "tarde", status: visitStatus }]
      : [],
    createdAt,
    updatedAt,
  };
}

/** What the 'Novo Chamado' dialog sends for a client: the shared ticketText() turns it into subject and description. */
export function makeTicketInput(
  random: Random,
  client: Pick<ShopClient, "id" | "name" | "phone" | "address">,
): TicketInput & { clientId: string } {
  const kind = random.pick(DEVICE_KINDS);
  return {
    clientId: client.id,
    clientName: client.name,
    brand: random.pick(kind.brands).brand,
    defect: random.pick(kind.defects),
    phone: client.phone,
    address: client.address,
  };
}
