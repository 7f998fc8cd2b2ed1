// The shelf of a repair shop beyond parts: cables, chargers, storage and the bench's own supplies.

/** Accessories and shop supplies that fit no model in particular. */
export const SHOP_SUPPLIES: readonly {
  name: string;
  code: string;
  cost: [number, number];
  minimum: [number, number];
}[] = [
  ...["USB-C", "Lightning", "micro USB"].flatMap((plug) =>
    ["1 m", "2 m"].map((length) => ({
      name: `Cabo ${plug} ${length}`,
      code: "CAB",
      cost: [6, 35] as [number, number],
      minimum: [5, 15] as [number, number],
    })),
  ),
  ...["20W USB-C", "25W USB-C", "10W USB", "33W turbo", "65W USB-C"].map((power) => ({
    name: `Carregador de tomada ${power}`,
    code: "CTO",
    cost: [15, 90] as [number, number],
    minimum: [3, 10] as [number, number],
  })),
  { name: "Fone de ouvido P2 com microfone", code: "FON", cost: [8, 30], minimum: [3, 10] },
  { name: "Fone Bluetooth TWS", code: "FBT", cost: [30, 90], minimum: [2, 6] },
  { name: "Cartão de memória 64 GB", code: "CMM", cost: [25, 45], minimum: [2, 6] },
  { name: "Cartão de memória 128 GB", code: "CMM", cost: [40, 70], minimum: [2, 6] },
  { name: "Pendrive 32 GB", code: "PEN", cost: [18, 35], minimum: [2, 6] },
  { name: "SSD SATA 240 GB", code: "SSD", cost: [90, 140], minimum: [1, 3] },
  { name: "SSD SATA 480 GB", code: "SSD", cost: [140, 220], minimum: [1, 3] },
  { name: "SSD NVMe 512 GB", code: "SSD", cost: [180, 300], minimum: [1, 3] },
  { name: "Memória DDR4 8 GB notebook", code: "MEM", cost: [90, 160], minimum: [1, 3] },
  { name: "Pasta térmica prata 3 g", code: "PAS", cost: [8, 25], minimum: [2, 5] },
  { name: "Cola B-7000 15 ml", code: "COL", cost: [6, 15], minimum: [3, 10] },
  { name: "Cola T-7000 15 ml", code: "COL", cost: [6, 15], minimum: [3, 10] },
  { name: "Fita dupla face 2 mm", code: "FIT", cost: [3, 10], minimum: [3, 10] },
  { name: "Álcool isopropílico 500 ml", code: "ALC", cost: [18, 40], minimum: [2, 6] },
  { name: "Estanho 0,5 mm 25 g", code: "EST", cost: [15, 40], minimum: [1, 3] },
  { name: "Fluxo de solda pastoso", code: "FLU", cost: [10, 35], minimum: [1, 3] },
];
