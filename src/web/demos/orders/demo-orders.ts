import type { APPOINTMENT_PERIODS, APPOINTMENT_STATUSES, OrderStatus } from "@shared/value-sets";

/** Hard-coded sample orders for the public demo page (docs/product.md §2): nothing here is read from the server. */
export interface DemoOrder {
  id: string;
  brand: string;
  model: string;
  status: OrderStatus;
  client: string;
  device: string;
  defect: string;
  services: { description: string; value: number }[];
  appointments: {
    date: string;
    period: (typeof APPOINTMENT_PERIODS)[number];
    status: (typeof APPOINTMENT_STATUSES)[number];
  }[];
  createdAt: string;
}

export const DEMO_ORDERS: DemoOrder[] = [
  {
    id: "demo-1",
    brand: "Samsung",
    model: "Galaxy S21",
    status: "novo",
    client: "Maria Oliveira",
    device: "Smartphone",
    defect: "Tela trincada após queda",
    services: [{ description: "Troca de tela", value: 650 }],
    appointments: [{ date: "2025-03-10", period: "manha", status: "nao_confirmado" }],
    createdAt: "2025-03-05",
  },
  {
    id: "demo-2",
    brand: "Brastemp",
    model: "BWK11AB",
    status: "em_andamento",
    client: "João Santos",
    device: "Máquina de lavar",
    defect: "Não centrifuga",
    services: [
      { description: "Diagnóstico", value: 80 },
      { description: "Troca do atuador do freio", value: 240.5 },
    ],
    appointments: [{ date: "2025-03-08", period: "tarde", status: "agendado" }],
    createdAt: "2025-03-03",
  },
  {
    id: "demo-3",
    brand: "Dell",
    model: "Inspiron 15",
    status: "concluido",
    client: "Ana D'Ávila",
    device: "Notebook",
    defect: "Não liga",
    services: [
      { description: "Troca da fonte", value: 180 },
      { description: "Limpeza interna", value: 90 },
    ],
    appointments: [{ date: "2025-02-20", period: "manha", status: "concluido" }],
    createdAt: "2025-02-18",
  },
  {
    id: "demo-4",
    brand: "LG",
    model: "43UQ7500",
    status: "em_andamento",
    client: "Carlos Pereira",
    device: "Smart TV",
    defect: "Sem imagem, som funcionando",
    services: [{ description: "Troca do backlight", value: 420 }],
    appointments: [],
    createdAt: "2025-03-01",
  },
];
