import { SHOP_SUPPLIES } from "./shop-supplies";
import { NOTEBOOK_MODELS, PHONE_MODELS, TABLET_MODELS, TV_MODELS, WASHER_MODELS } from "./part-models";

// What a repair shop keeps on its shelves: parts and accessories by the models they fit, with the cost
// a supplier charges (reais), the usual minimum on hand and a code for the SKU. A phone's screen
// comes in several grades (incell, OLED, original), a case in colours: one line of the catalog each.

interface PartKind {
  /** "{m}" is the model; "{v}" a variant, one catalog line per variant. */
  name: string;
  variants?: readonly string[];
  code: string;
  cost: [number, number];
  minimum: [number, number];
  /** Screens and films of a model are sold for its siblings too ("Moto G8, G8 Play"). */
  fitsSiblings?: boolean;
}

interface ModelFamily {
  /** The device kind (the shelf it lives on). */
  device: string;
  models: readonly string[];
  parts: readonly PartKind[];
}

const COLOURS = ["preta", "branca", "azul", "verde", "rosa", "vermelha", "lilás", "amarela"] as const;
// Screens are sold by grade and, for the copies, by the maker's line (JK, GX, ZY): each its own price.
const SCREEN_GRADES = [
  "incell JK",
  "incell GX",
  "incell ZY",
  "OLED",
  "OLED soft",
  "original",
  "original com aro",
  "nacional com aro",
] as const;
const BATTERY_LINES = ["original", "Foxconn", "premium", "compatível"] as const;
const GRADES = ["original", "compatível"] as const;
const FILMS = ["de vidro 3D", "de vidro 9D", "cerâmica", "de privacidade", "hidrogel", "fosca"] as const;

const PHONE_PARTS: readonly PartKind[] = [
  { name: "Tela {m} {v}", variants: SCREEN_GRADES, code: "TEL", cost: [60, 900], minimum: [1, 3], fitsSiblings: true },
  { name: "Bateria {m} {v}", variants: BATTERY_LINES, code: "BAT", cost: [25, 180], minimum: [2, 5] },
  { name: "Conector de carga {m} {v}", variants: GRADES, code: "CON", cost: [8, 45], minimum: [2, 6] },
  { name: "Placa de carga {m} {v}", variants: GRADES, code: "PLC", cost: [15, 90], minimum: [1, 3] },
  { name: "Película {v} {m}", variants: FILMS, code: "PEL", cost: [3, 25], minimum: [5, 20], fitsSiblings: true },
  {
    name: "Capa anti-impacto {m} {v}",
    variants: ["transparente", "fumê", "preta", "rosa", "azul", "lilás"],
    code: "CAI",
    cost: [6, 30],
    minimum: [3, 10],
  },
  { name: "Capa de silicone {m} {v}", variants: COLOURS, code: "CSI", cost: [5, 20], minimum: [2, 6] },
  { name: "Capa carteira {m} {v}", variants: COLOURS.slice(0, 3), code: "CCA", cost: [12, 40], minimum: [1, 3] },
  { name: "Câmera traseira {m}", code: "CTR", cost: [30, 400], minimum: [1, 2] },
  { name: "Câmera frontal {m}", code: "CFR", cost: [15, 120], minimum: [1, 2] },
  { name: "Lente da câmera {m}", code: "LEN", cost: [4, 20], minimum: [2, 6] },
  { name: "Alto-falante {m}", code: "ALF", cost: [8, 40], minimum: [1, 4] },
  { name: "Auricular {m}", code: "AUR", cost: [6, 30], minimum: [1, 4] },
  { name: "Tampa traseira {m} {v}", variants: COLOURS.slice(0, 6), code: "TAM", cost: [15, 150], minimum: [1, 2] },
  { name: "Vidro traseiro {m} {v}", variants: COLOURS.slice(0, 4), code: "VTR", cost: [10, 80], minimum: [1, 2] },
  { name: "Capa com alça {m} {v}", variants: COLOURS.slice(0, 4), code: "CAL", cost: [10, 35], minimum: [1, 3] },
  {
    name: "Capa de couro {m} {v}",
    variants: ["preta", "marrom", "caramelo"],
    code: "CCO",
    cost: [20, 60],
    minimum: [1, 2],
  },
  { name: "Película de câmera {m}", code: "PCA", cost: [3, 12], minimum: [3, 10] },
  { name: "Flex power e volume {m}", code: "FPV", cost: [8, 45], minimum: [1, 3] },
  { name: "Gaveta do chip {m} {v}", variants: COLOURS.slice(0, 2), code: "GAV", cost: [3, 15], minimum: [1, 4] },
  { name: "Aro lateral {m}", code: "ARO", cost: [20, 120], minimum: [1, 2] },
  { name: "Vidro da tela {m} com OCA", code: "VID", cost: [8, 60], minimum: [1, 4], fitsSiblings: true },
  { name: "Vibracall {m}", code: "VIB", cost: [5, 25], minimum: [1, 3] },
  { name: "Flex principal {m}", code: "FLP", cost: [15, 80], minimum: [0, 2] },
  { name: "Antena de sinal {m}", code: "ANT", cost: [5, 30], minimum: [0, 2] },
];

const PHONES: readonly ModelFamily[] = [
  {
    device: "Celular",
    parts: PHONE_PARTS,
    models: PHONE_MODELS,
  },
];

const OTHER_FAMILIES: readonly ModelFamily[] = [
  {
    device: "Tablet",
    models: TABLET_MODELS,
    parts: [
      { name: "Tela touch {m} {v}", variants: ["preta", "branca"], code: "TOU", cost: [40, 300], minimum: [0, 2] },
      { name: "Display LCD {m}", code: "LCD", cost: [90, 700], minimum: [0, 1] },
      { name: "Bateria {m} {v}", variants: GRADES, code: "BAT", cost: [60, 260], minimum: [1, 2] },
      { name: "Conector de carga {m}", code: "CON", cost: [10, 50], minimum: [1, 3] },
      { name: "Película {v} {m}", variants: FILMS.slice(0, 3), code: "PEL", cost: [8, 35], minimum: [2, 6] },
      { name: "Capa smart cover {m} {v}", variants: COLOURS.slice(0, 4), code: "CSC", cost: [20, 70], minimum: [1, 3] },
      { name: "Capa com teclado {m}", code: "CTE", cost: [45, 150], minimum: [0, 2] },
    ],
  },
  {
    device: "Notebook",
    models: NOTEBOOK_MODELS,
    parts: [
      { name: "Teclado {m} ABNT2", code: "TEC", cost: [45, 180], minimum: [1, 2] },
      { name: "Bateria {m}", code: "BAT", cost: [90, 350], minimum: [1, 2] },
      { name: "Tela 15.6 LED {m}", code: "TEL", cost: [250, 700], minimum: [0, 1] },
      { name: "Carregador {m}", code: "CAR", cost: [40, 150], minimum: [1, 3] },
      { name: "Cooler {m}", code: "COO", cost: [25, 90], minimum: [1, 2] },
      { name: "Dobradiça {m} {v}", variants: ["esquerda", "direita"], code: "DOB", cost: [20, 80], minimum: [0, 2] },
      { name: "Conector DC jack {m}", code: "DCJ", cost: [8, 35], minimum: [1, 3] },
      { name: "Flat de vídeo {m}", code: "FLV", cost: [20, 70], minimum: [0, 2] },
    ],
  },
  {
    device: "Televisão",
    models: TV_MODELS,
    parts: [
      { name: "Barra de LED {m} (kit)", code: "LED", cost: [60, 260], minimum: [1, 2] },
      { name: "Placa fonte {m}", code: "FON", cost: [90, 380], minimum: [0, 1] },
      { name: "Placa principal {m}", code: "PPR", cost: [180, 650], minimum: [0, 1] },
      { name: "Placa T-con {m}", code: "TCO", cost: [60, 250], minimum: [0, 1] },
      { name: "Controle remoto {m}", code: "CTL", cost: [15, 60], minimum: [1, 4] },
    ],
  },
  {
    device: "Máquina de lavar",
    models: WASHER_MODELS,
    parts: [
      { name: "Placa eletrônica {m}", code: "PLE", cost: [150, 480], minimum: [0, 1] },
      { name: "Bomba de drenagem {m}", code: "BOM", cost: [35, 110], minimum: [1, 3] },
      { name: "Atuador de freio {m}", code: "ATU", cost: [45, 140], minimum: [0, 2] },
      { name: "Mangueira de entrada {m}", code: "MAN", cost: [12, 40], minimum: [1, 4] },
      { name: "Válvula de entrada de água {m}", code: "VAL", cost: [30, 90], minimum: [1, 2] },
      { name: "Correia {m}", code: "COR", cost: [15, 50], minimum: [1, 3] },
      { name: "Sensor de nível {m}", code: "SEN", cost: [25, 80], minimum: [0, 2] },
    ],
  },
];

/** One catalog line: a part of a kind for a model (or an accessory for none), before its codes and prices. */
export interface CatalogLine {
  name: string;
  code: string;
  modelCode: string;
  fits: string | null;
  cost: [number, number];
  minimum: [number, number];
}

/** A short code of a model for the SKU: its letters and digits, upper case ("Moto G8 Play" → "MOTOG8PLAY"). */
function modelCode(model: string): string {
  return model
    .normalize("NFD")
    .replace(/[^A-Za-z0-9]/g, "")
    .toUpperCase()
    .slice(0, 14);
}

/** The model's siblings in its list: those that share its first two words ("Moto G8" → "Moto G8 Play"). */
function siblingsOf(model: string, models: readonly string[]): string[] {
  const stem = model.split(" ").slice(0, 2).join(" ");
  return models.filter((other) => other !== model && other.startsWith(`${stem} `));
}

/** Every line the catalog can hold, in a fixed order (about 22,000: the seed shuffles and takes what it needs). */
export function catalogLines(): CatalogLine[] {
  const lines: CatalogLine[] = [];
  for (const family of [...PHONES, ...OTHER_FAMILIES])
    for (const model of family.models)
      for (const part of family.parts)
        for (const variant of part.variants ?? [""]) {
          const siblings = part.fitsSiblings ? siblingsOf(model, family.models).slice(0, 2) : [];
          lines.push({
            name: part.name.replace("{m}", model).replace("{v}", variant).replace(/\s+/g, " ").trim(),
            code: part.code,
            modelCode: modelCode(model),
            fits: [model, ...siblings].join(", "),
            cost: part.cost,
            minimum: part.minimum,
          });
        }
  for (const item of SHOP_SUPPLIES) lines.push({ ...item, modelCode: "", fits: null });
  return lines;
}
