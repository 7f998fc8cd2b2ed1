// The models a shop's parts fit, by kind of device: the phones that come through the door most, and
// the tablets, notebooks, TVs and washing machines it also repairs.

const range = (prefix: string, items: readonly string[]) => items.map((item) => `${prefix} ${item}`);

export const PHONE_MODELS: readonly string[] = [
  ...range("iPhone", ["6s", "7", "7 Plus", "8", "8 Plus", "X", "XR", "XS", "XS Max", "SE 2020", "SE 2022"]),
  ...["11", "12", "13", "14", "15"].flatMap((n) => range("iPhone", [n, `${n} Pro`, `${n} Pro Max`])),
  ...range("iPhone", ["12 mini", "13 mini", "14 Plus", "15 Plus"]),
  ...range("Galaxy", [
    ...["A01", "A02", "A02s", "A03", "A03s", "A03 Core", "A04", "A04e", "A04s", "A05", "A05s"],
    ...["A10", "A10s", "A11", "A12", "A13", "A14", "A15", "A20", "A20s", "A21s", "A22", "A23", "A24", "A25"],
    ...["A30", "A30s", "A31", "A32", "A33", "A34", "A35", "A50", "A51", "A52", "A53", "A54", "A55"],
    ...["A70", "A71", "A72", "A73", "M12", "M13", "M14", "M15", "M21s", "M22", "M23", "M31", "M32", "M33"],
    ...["M34", "M52", "M53", "M54", "M55", "S10", "S10e", "S10 Plus", "S20", "S20 FE", "S20 Plus"],
    ...["S21", "S21 FE", "S21 Ultra", "S22", "S22 Plus", "S22 Ultra", "S23", "S23 FE", "S23 Ultra"],
    ...["S24", "S24 Ultra", "Note 10", "Note 10 Lite", "Note 20", "J5 Prime", "J7 Prime", "J8"],
    ...["J2 Core", "J4", "J4 Plus", "J6", "J6 Plus", "A6", "A6 Plus", "A7 2018", "A8", "A8 Plus", "A9 2018"],
    ...["S8", "S8 Plus", "S9", "S9 Plus", "Note 8", "Note 9", "M10", "M20", "M30", "M51", "M62", "A15 5G", "A25 5G"],
  ]),
  ...range("Moto", [
    ...["E6 Plus", "E6s", "E7", "E7 Power", "E13", "E20", "E22", "E32", "E40", "G5s", "G6", "G6 Play"],
    ...["G7", "G7 Play", "G7 Power", "G8", "G8 Play", "G8 Power", "G8 Plus", "G9 Play", "G9 Plus"],
    ...["G10", "G20", "G22", "G30", "G31", "G32", "G41", "G42", "G50", "G52", "G53", "G54", "G60"],
    ...["G60s", "G62", "G72", "G73", "G82", "G84", "G100", "G200", "One Fusion", "One Vision"],
    ...["E4", "E5", "E5 Play", "E5 Plus", "G4 Plus", "G5", "G5 Plus", "G6 Plus", "G9 Power", "G23", "G24", "G34"],
    ...["One", "One Action", "One Hyper", "One Macro", "One Zoom", "Z2 Play", "Z3 Play"],
  ]),
  ...range("Motorola Edge", ["20", "20 Lite", "30", "30 Neo", "40", "40 Neo"]),
  ...range("Redmi", [
    ...["8", "8A", "9", "9A", "9C", "9T", "10", "10C", "12", "12C", "13C", "A1", "A2"],
    ...["Note 8", "Note 8 Pro", "Note 9", "Note 9 Pro", "Note 9S", "Note 10", "Note 10 Pro"],
    ...["Note 10S", "Note 11", "Note 11 Pro", "Note 11S", "Note 12", "Note 12 Pro", "Note 13", "Note 13 Pro"],
    ...["7", "7A", "Note 7", "Note 12S", "Note 13 5G", "Note 14", "13", "14C"],
  ]),
  ...range("Poco", ["X3", "X3 Pro", "X4 Pro", "X5", "X5 Pro", "X6", "M3", "M4 Pro", "M5", "M6 Pro", "F5"]),
  ...range("LG", ["K10", "K11", "K12", "K22", "K40", "K41s", "K50", "K51s", "K52", "K61", "K62"]),
  ...range("Zenfone", ["5", "5 Selfie", "6", "Max Pro M1", "Max Pro M2", "Max Shot"]),
  ...range("Realme", ["C11", "C21", "C25", "C33", "C35", "C53", "C55", "7", "8", "9", "10", "11"]),
  ...range("Xiaomi", ["Mi 9", "Mi 9 Lite", "Mi 10T", "Mi 11 Lite", "11T", "12", "12 Lite", "12T", "13T"]),
  ...range("Infinix", ["Hot 30", "Hot 40", "Smart 8", "Note 30"]),
  ...range("Positivo", ["Twist 4", "Twist 5", "S511", "S512"]),
  ...range("Multilaser", ["G Max 2", "F Pro 2", "E Lite 2"]),
];

export const TABLET_MODELS: readonly string[] = [
  ...range("iPad", ["6ª geração", "7ª geração", "8ª geração", "9ª geração", "10ª geração", "Air 4", "Air 5"]),
  ...range("iPad", ["mini 5", "mini 6"]),
  ...range("Galaxy Tab", ["A7", "A7 Lite", "A8", "A9", "A9 Plus", "S6 Lite", "S7 FE", "S8", "S9 FE", "A 8.0"]),
  ...range("Lenovo Tab", ["M7", "M8", "M10", "M10 Plus", "P11"]),
  ...range("Multilaser", ["M7", "M8", "M9", "M10"]),
];

export const NOTEBOOK_MODELS: readonly string[] = [
  ...range("Dell", ["Inspiron 15 3000", "Inspiron 14 5000", "Vostro 3520", "Vostro 3500", "Latitude 5420"]),
  ...range("Lenovo", ["IdeaPad 3", "IdeaPad S145", "IdeaPad 330", "ThinkPad E14", "ThinkPad T480"]),
  ...range("Acer", ["Aspire 3", "Aspire 5", "Nitro 5", "Swift 3"]),
  ...range("Positivo", ["Motion C4500", "Motion Q232A", "Vision C14", "Stilo XC3550"]),
  ...range("Asus", ["VivoBook 15", "X515", "X543", "TUF Gaming F15"]),
  ...range("Samsung", ["Book E30", "Book X40", "Expert X20"]),
  ...range("HP", ["246 G8", "250 G8", "256 G9", "Pavilion 15"]),
];

export const TV_MODELS: readonly string[] = [
  ...range("Samsung", ["UN32J4300", "UN43T5300", "UN50TU8000", "UN55AU7700", "UN65CU7700", "UN43AU7700"]),
  ...range("LG", ["32LM620", "43UN7300", "50UP7750", "55UQ8050", "65UR8750", "43LM6370"]),
  ...range("Philco", ["PTV32G70", "PTV43E30", "PTV50G70", "PTV55Q20"]),
  ...range("TCL", ["32S615", "43P615", "50P635", "55C725", "65P735"]),
  ...range("AOC", ["32S5195", "43S5195", "50U6305"]),
];

export const WASHER_MODELS: readonly string[] = [
  ...range("Brastemp", ["BWK11", "BNF15", "BWH15", "BWJ09", "BWK12"]),
  ...range("Electrolux", ["LED14", "LES11", "LFE11", "LAC13", "LT12F"]),
  ...range("Consul", ["CWH12", "CWB09", "CWE11", "CWS13"]),
  ...range("Panasonic", ["NA-F140", "NA-F120"]),
];
