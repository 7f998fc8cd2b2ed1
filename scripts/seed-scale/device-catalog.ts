// What a repair shop sees come through the door: device kinds with their brands, models, usual
// defects and the services that fix them (price ranges in reais).

interface ServiceOffer {
  description: string;
  minPrice: number;
  maxPrice: number;
}

interface DeviceKind {
  device: string;
  /** Large appliances are repaired at the customer's home: their orders get a technical visit. */
  visitedAtHome: boolean;
  brands: { brand: string; models: string[] }[];
  defects: string[];
  services: ServiceOffer[];
}

export const DEVICE_KINDS: DeviceKind[] = [
  {
    device: "Celular",
    visitedAtHome: false,
    brands: [
      { brand: "Samsung", models: ["Galaxy A54", "Galaxy S23", "Galaxy A14", "Galaxy S21"] },
      { brand: "Apple", models: ["iPhone 11", "iPhone 13", "iPhone XR", "iPhone 14 Pro"] },
      { brand: "Motorola", models: ["Moto G84", "Moto E22", "Edge 40", "Moto G54"] },
      { brand: "Xiaomi", models: ["Redmi Note 12", "Poco X5", "Redmi 13C"] },
    ],
    defects: [
      "Tela quebrada após queda",
      "Não carrega, conector com mau contato",
      "Bateria descarregando muito rápido",
      "Alto-falante sem som nas ligações",
      "Câmera traseira embaçada",
      "Não liga após contato com água",
    ],
    services: [
      { description: "Troca de tela", minPrice: 250, maxPrice: 1200 },
      { description: "Troca de bateria", minPrice: 120, maxPrice: 450 },
      { description: "Troca do conector de carga", minPrice: 90, maxPrice: 250 },
      { description: "Limpeza pós-oxidação", minPrice: 150, maxPrice: 300 },
      { description: "Película de vidro", minPrice: 30, maxPrice: 60 },
    ],
  },
  {
    device: "Notebook",
    visitedAtHome: false,
    brands: [
      { brand: "Dell", models: ["Inspiron 15", "Vostro 3520", "Latitude 5420"] },
      { brand: "Lenovo", models: ["IdeaPad 3", "ThinkPad E14", "IdeaPad Gaming 3"] },
      { brand: "Acer", models: ["Aspire 5", "Nitro 5"] },
      { brand: "Positivo", models: ["Motion C4500", "Vision C14"] },
      { brand: "Asus", models: ["VivoBook 15", "TUF Gaming F15"] },
    ],
    defects: [
      "Não liga, LED de energia pisca",
      "Tela azul ao iniciar o Windows",
      "Teclado com várias teclas falhando",
      "Superaquecendo e desligando sozinho",
      "Dobradiça quebrada, tela solta",
    ],
    services: [
      { description: "Formatação com backup", minPrice: 120, maxPrice: 200 },
      { description: "Troca de teclado", minPrice: 180, maxPrice: 400 },
      { description: "Limpeza interna e troca de pasta térmica", minPrice: 100, maxPrice: 180 },
      { description: "Troca de HD por SSD", minPrice: 250, maxPrice: 600 },
      { description: "Reparo de dobradiça", minPrice: 150, maxPrice: 350 },
      { description: "Troca da placa de energia", minPrice: 300, maxPrice: 750 },
    ],
  },
  {
    device: "Máquina de lavar",
    visitedAtHome: true,
    brands: [
      { brand: "Brastemp", models: ["BWK11", "BNF15", "BWH15"] },
      { brand: "Electrolux", models: ["LED14", "LES11", "LFE11"] },
      { brand: "Consul", models: ["CWH12", "CWB09"] },
    ],
    defects: [
      "Não centrifuga e faz barulho alto",
      "Vazando água pela parte de baixo",
      "Não puxa água",
      "Painel não acende",
    ],
    services: [
      { description: "Troca do rolamento", minPrice: 250, maxPrice: 480 },
      { description: "Troca da bomba de drenagem", minPrice: 150, maxPrice: 300 },
      { description: "Troca da válvula de entrada", minPrice: 120, maxPrice: 250 },
      { description: "Reparo da placa eletrônica", minPrice: 200, maxPrice: 550 },
      { description: "Visita técnica", minPrice: 60, maxPrice: 120 },
    ],
  },
  {
    device: "Geladeira",
    visitedAtHome: true,
    brands: [
      { brand: "Brastemp", models: ["Frost Free BRM44", "Inverse BRE57"] },
      { brand: "Electrolux", models: ["DF42", "TF55"] },
      { brand: "Consul", models: ["CRM39", "CRB36"] },
      { brand: "Panasonic", models: ["NR-BB53", "NR-BT41"] },
    ],
    defects: ["Não gela", "Formando gelo no congelador", "Barulho alto no motor", "Porta não veda direito"],
    services: [
      { description: "Recarga de gás", minPrice: 250, maxPrice: 450 },
      { description: "Troca do termostato", minPrice: 150, maxPrice: 280 },
      { description: "Troca da borracha da porta", minPrice: 120, maxPrice: 260 },
      { description: "Troca do compressor", minPrice: 700, maxPrice: 1400 },
      { description: "Visita técnica", minPrice: 60, maxPrice: 120 },
    ],
  },
  {
    device: "Ar-condicionado",
    visitedAtHome: true,
    brands: [
      { brand: "LG", models: ["Dual Inverter 12000", "Dual Inverter 9000"] },
      { brand: "Samsung", models: ["WindFree 12000", "Digital Inverter 9000"] },
      { brand: "Midea", models: ["Xtreme Save", "AirVolution"] },
      { brand: "Gree", models: ["Eco Garden", "G-Top"] },
      { brand: "Elgin", models: ["Eco Inverter", "Eco Power"] },
    ],
    defects: [
      "Não gela, apenas ventila",
      "Pingando água na parede",
      "Controle remoto não responde",
      "Cheiro de mofo ao ligar",
    ],
    services: [
      { description: "Recarga de gás", minPrice: 250, maxPrice: 450 },
      { description: "Higienização completa", minPrice: 150, maxPrice: 280 },
      { description: "Troca do capacitor", minPrice: 120, maxPrice: 220 },
      { description: "Desentupimento do dreno", minPrice: 90, maxPrice: 180 },
    ],
  },
  {
    device: "Televisão",
    visitedAtHome: false,
    brands: [
      { brand: "Samsung", models: ['Crystal UHD 55"', 'QLED 50"'] },
      { brand: "LG", models: ['NanoCell 50"', 'OLED 55"'] },
      { brand: "TCL", models: ['P735 50"', 'C645 55"'] },
      { brand: "Philco", models: ["PTV43", "PTV55"] },
    ],
    defects: [
      "Sem imagem, só com som",
      "Tela com listras verticais",
      "Não liga, luz vermelha acesa",
      "Wi-Fi não conecta",
    ],
    services: [
      { description: "Troca do backlight", minPrice: 300, maxPrice: 700 },
      { description: "Reparo da placa principal", minPrice: 250, maxPrice: 650 },
      { description: "Troca da fonte", minPrice: 200, maxPrice: 450 },
    ],
  },
  {
    device: "Micro-ondas",
    visitedAtHome: false,
    brands: [
      { brand: "Electrolux", models: ["MEO44", "ME41X"] },
      { brand: "Panasonic", models: ["NN-ST27", "NN-GT68"] },
      { brand: "Philco", models: ["PMO28", "PMO33"] },
    ],
    defects: ["Não esquenta", "Prato não gira", "Soltando faíscas dentro"],
    services: [
      { description: "Troca do magnetron", minPrice: 200, maxPrice: 380 },
      { description: "Troca do motor do prato", minPrice: 90, maxPrice: 160 },
      { description: "Troca da mica", minPrice: 50, maxPrice: 90 },
    ],
  },
  {
    device: "Videogame",
    visitedAtHome: false,
    brands: [
      { brand: "Sony", models: ["PlayStation 4", "PlayStation 5"] },
      { brand: "Microsoft", models: ["Xbox Series S", "Xbox One"] },
      { brand: "Nintendo", models: ["Switch", "Switch OLED"] },
    ],
    defects: ["Controle com drift no analógico", "Não lê discos", "Superaquecendo e desligando", "Sem vídeo pela HDMI"],
    services: [
      { description: "Troca da porta HDMI", minPrice: 250, maxPrice: 450 },
      { description: "Limpeza e troca de pasta térmica", minPrice: 120, maxPrice: 220 },
      { description: "Troca do analógico", minPrice: 80, maxPrice: 150 },
      { description: "Reparo do leitor de discos", minPrice: 200, maxPrice: 400 },
    ],
  },
];
