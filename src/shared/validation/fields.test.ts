import { describe, expect, it } from "vitest";
import {
  addressSchema,
  cardNumberSchema,
  cepSchema,
  cnpjSchema,
  cpfSchema,
  currencySchema,
  descriptionSchema,
  emailSchema,
  nameSchema,
  passwordSchema,
  phoneSchema,
  tokenSchema,
  urlSchema,
  uuidSchema,
} from "./fields.ts";
import { messagesOf } from "./test-helpers.ts";

describe("cpfSchema", () => {
  it("accepts a valid CPF with or without punctuation, trimmed, and gives its digits", () => {
    expect(cpfSchema.parse("529.982.247-25")).toBe("52998224725");
    expect(cpfSchema.parse(" 52998224725 ")).toBe("52998224725");
    expect(cpfSchema.parse("529982247-25")).toBe("52998224725");
  });

  it("rejects a wrong check digit", () => {
    expect(messagesOf(cpfSchema, "529.982.247-24")).toEqual(["CPF inválido"]);
  });

  it("rejects all-same digits", () => {
    expect(messagesOf(cpfSchema, "111.111.111-11")).toEqual(["CPF inválido"]);
  });

  it("explains the format, and only that, when the pattern does not match", () => {
    const format = ["CPF deve estar no formato 000.000.000-00"];
    expect(messagesOf(cpfSchema, "")).toEqual(format);
    expect(messagesOf(cpfSchema, "529.982.247")).toEqual(format);
    expect(messagesOf(cpfSchema, "529.982.247-255")).toEqual(format);
    expect(messagesOf(cpfSchema, "529/982/247-25")).toEqual(format);
  });

  it("asks for the CPF when it is missing", () => {
    expect(messagesOf(cpfSchema, undefined)).toEqual(["Informe o CPF"]);
    expect(messagesOf(cpfSchema, 52998224725)).toEqual(["CPF inválido"]);
  });
});

describe("phoneSchema", () => {
  it.each([
    ["(11) 98765-4321", "11987654321"],
    ["(11) 3456-7890", "1134567890"],
    ["11987654321", "11987654321"],
    ["1134567890", "1134567890"],
    [" 11 98765 4321 ", "11987654321"],
    ["+5511987654321", "11987654321"],
    ["+55 1134567890", "1134567890"],
  ])("accepts %s as the digits %s, without a country code", (phone, digits) => {
    expect(phoneSchema.parse(phone)).toBe(digits);
  });

  it("accepts the area code 55 without a country code", () => {
    expect(phoneSchema.parse("(55) 99123-4567")).toBe("55991234567");
  });

  it("needs an area code from 11 to 99", () => {
    expect(messagesOf(phoneSchema, "(10) 98765-4321")).toEqual(["DDD inválido"]);
    expect(messagesOf(phoneSchema, "(01) 3456-7890")).toEqual(["DDD inválido"]);
    expect(messagesOf(phoneSchema, "(99) 3456-7890")).toEqual([]);
  });

  it("enforces 10 to 15 characters", () => {
    expect(messagesOf(phoneSchema, "987654321")).toEqual(["Telefone deve ter pelo menos 10 caracteres"]);
    expect(messagesOf(phoneSchema, "+55 (11) 98765-4321")).toEqual(["Telefone muito longo"]);
  });

  it("allows only digits, spaces, parentheses, dash and plus", () => {
    expect(messagesOf(phoneSchema, "11.98765.4321")).toEqual([
      "Telefone deve conter apenas números, espaços, parênteses, hífen e +",
    ]);
    expect(messagesOf(phoneSchema, "(11) 9876-abcd")).toEqual([
      "Telefone deve conter apenas números, espaços, parênteses, hífen e +",
    ]);
  });

  it("needs 10-11 digits, or 12-13 with the country code 55", () => {
    expect(messagesOf(phoneSchema, "(11) 987-654")).toEqual(["Telefone inválido"]);
    expect(messagesOf(phoneSchema, "119876543210")).toEqual(["Telefone inválido"]);
    expect(messagesOf(phoneSchema, "+4411987654321")).toEqual(["Telefone inválido"]);
    expect(messagesOf(phoneSchema, "+55119876543210")).toEqual(["Telefone inválido"]);
  });

  it("asks for the phone when it is missing", () => {
    expect(messagesOf(phoneSchema, undefined)).toEqual(["Informe o telefone"]);
  });
});

describe("emailSchema", () => {
  it("trims and lower-cases", () => {
    expect(emailSchema.parse("Foo@Example.COM")).toBe("foo@example.com");
    expect(emailSchema.parse("  maria.silva@bancada.com.br ")).toBe("maria.silva@bancada.com.br");
  });

  it.each(["", "maria", "maria@", "@example.com", "maria@example", "maria silva@example.com"])(
    "rejects %j",
    (email) => {
      expect(messagesOf(emailSchema, email)).toEqual(["Email inválido"]);
    },
  );

  it("rejects more than 255 characters", () => {
    const local = "a".repeat(64);
    const long = `${local}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.com`;
    expect(long.length).toBeGreaterThan(255);
    expect(messagesOf(emailSchema, long)).toEqual(["Email muito longo"]);
  });

  it("asks for the e-mail when it is missing", () => {
    expect(messagesOf(emailSchema, undefined)).toEqual(["Informe o e-mail"]);
  });
});

describe("passwordSchema", () => {
  it.each(["Segura@123", "Abcdefg1!", "Árvore#1a&", "  Com Espaço 1$  "])("accepts %j unchanged", (password) => {
    expect(passwordSchema.parse(password)).toBe(password);
  });

  it("names each missing class", () => {
    expect(messagesOf(passwordSchema, "segura@123")).toEqual(["Senha deve conter ao menos uma letra maiúscula"]);
    expect(messagesOf(passwordSchema, "SEGURA@123")).toEqual(["Senha deve conter ao menos uma letra minúscula"]);
    expect(messagesOf(passwordSchema, "Segura@abc")).toEqual(["Senha deve conter ao menos um número"]);
    expect(messagesOf(passwordSchema, "Segura1234")).toEqual([
      "Senha deve conter ao menos um caractere especial (@$!%*?&)",
    ]);
  });

  it("does not count other symbols as special characters", () => {
    expect(messagesOf(passwordSchema, "Segura#123")).toEqual([
      "Senha deve conter ao menos um caractere especial (@$!%*?&)",
    ]);
  });

  it("enforces 8 to 128 characters", () => {
    expect(messagesOf(passwordSchema, "Ab1@xyz")).toEqual(["Senha deve ter pelo menos 8 caracteres"]);
    expect(messagesOf(passwordSchema, `Ab1@${"x".repeat(124)}`)).toEqual([]);
    expect(messagesOf(passwordSchema, `Ab1@${"x".repeat(125)}`)).toEqual(["Senha muito longa"]);
  });

  it("reports everything that is missing at once", () => {
    expect(messagesOf(passwordSchema, "abc")).toEqual([
      "Senha deve ter pelo menos 8 caracteres",
      "Senha deve conter ao menos uma letra maiúscula",
      "Senha deve conter ao menos um número",
      "Senha deve conter ao menos um caractere especial (@$!%*?&)",
    ]);
  });

  it("asks for the password when it is missing", () => {
    expect(messagesOf(passwordSchema, undefined)).toEqual(["Informe a senha"]);
  });
});

describe("addressSchema", () => {
  it("accepts 5 to 500 characters, trimmed", () => {
    expect(addressSchema.parse("  Rua das Flores, 123 - Centro ")).toBe("Rua das Flores, 123 - Centro");
    expect(messagesOf(addressSchema, "a".repeat(500))).toEqual([]);
  });

  it("rejects shorter or longer", () => {
    expect(messagesOf(addressSchema, " Rua ")).toEqual(["Endereço deve ter pelo menos 5 caracteres"]);
    expect(messagesOf(addressSchema, "a".repeat(501))).toEqual(["Endereço muito longo"]);
  });
});

describe("cepSchema", () => {
  it.each(["01310-100", "01310100", "01.310-100", " 01310-100 "])("accepts %j as its digits", (cep) => {
    expect(cepSchema.parse(cep)).toBe("01310100");
  });

  it.each(["0131010", "013101000", "01310-10", "0131-0100", "ABCDE-FGH", ""])("rejects %j", (cep) => {
    expect(messagesOf(cepSchema, cep)).toEqual(["CEP inválido"]);
  });
});

describe("cnpjSchema", () => {
  it("accepts a valid CNPJ with or without punctuation and gives its digits", () => {
    expect(cnpjSchema.parse("11.222.333/0001-81")).toBe("11222333000181");
    expect(cnpjSchema.parse(" 11222333000181 ")).toBe("11222333000181");
  });

  it("explains the format, and checks the digits", () => {
    expect(messagesOf(cnpjSchema, "11.222.333/0001")).toEqual(["CNPJ deve estar no formato 00.000.000/0000-00"]);
    expect(messagesOf(cnpjSchema, "11.222.333/0001-82")).toEqual(["CNPJ inválido"]);
    expect(messagesOf(cnpjSchema, "11.111.111/1111-11")).toEqual(["CNPJ inválido"]);
  });
});

describe("cardNumberSchema", () => {
  it("strips spaces", () => {
    expect(cardNumberSchema.parse("4111 1111 1111 1111")).toBe("4111111111111111");
  });

  it("accepts 13 to 19 digits", () => {
    expect(messagesOf(cardNumberSchema, "4".repeat(13))).toEqual([]);
    expect(messagesOf(cardNumberSchema, "4".repeat(19))).toEqual([]);
  });

  it.each(["4".repeat(12), "4".repeat(20), "4111-1111-1111-1111", "4111 1111 1111 111a"])("rejects %j", (card) => {
    expect(messagesOf(cardNumberSchema, card)).toEqual(["Número de cartão inválido"]);
  });
});

describe("nameSchema", () => {
  it.each(["José da Silva", "Conceição Araújo", "D'Ávila", "Sant’Anna", "Ana-Maria Souza", "Lu"])(
    "accepts %j",
    (name) => {
      expect(nameSchema.parse(name)).toBe(name);
    },
  );

  it("accepts accents typed as combining marks", () => {
    expect(messagesOf(nameSchema, "Jose\u0301")).toEqual([]);
  });

  it("trims", () => {
    expect(nameSchema.parse("  Maria  ")).toBe("Maria");
  });

  it("enforces 2 to 100 characters", () => {
    expect(messagesOf(nameSchema, " A ")).toEqual(["Nome deve ter pelo menos 2 caracteres"]);
    expect(messagesOf(nameSchema, "")).toEqual(["Nome deve ter pelo menos 2 caracteres"]);
    expect(messagesOf(nameSchema, "a".repeat(100))).toEqual([]);
    expect(messagesOf(nameSchema, "a".repeat(101))).toEqual(["Nome muito longo"]);
  });

  it.each(["João 2", "Maria!", "<script>", "'Maria", "-Ana"])("rejects %j", (name) => {
    expect(messagesOf(nameSchema, name)).toEqual(["Nome deve conter apenas letras e espaços"]);
  });
});

describe("descriptionSchema", () => {
  it("accepts up to 1000 characters, including none", () => {
    expect(messagesOf(descriptionSchema, "")).toEqual([]);
    expect(messagesOf(descriptionSchema, "a".repeat(1000))).toEqual([]);
  });

  it("rejects more", () => {
    expect(messagesOf(descriptionSchema, "a".repeat(1001))).toEqual(["Descrição muito longa"]);
  });
});

describe("urlSchema", () => {
  it.each(["https://maps.google.com/?q=-23.55,-46.63", "http://localhost:3000/orders"])("accepts %s", (url) => {
    expect(urlSchema.parse(url)).toBe(url);
  });

  it.each(["ftp://example.com", "maps", "http://", ""])("rejects %j as invalid", (url) => {
    expect(messagesOf(urlSchema, url)).toEqual(["URL inválida"]);
  });

  it.each([
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<b>x</b>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "https://banco.com.br@golpe.example/login",
  ])("blocks the dangerous %j", (url) => {
    expect(messagesOf(urlSchema, url)).toEqual(["URL potencialmente perigosa foi bloqueada."]);
  });

  it("rejects more than 2048 characters", () => {
    expect(messagesOf(urlSchema, `https://example.com/${"a".repeat(2048)}`)).toEqual(["URL muito longa"]);
  });
});

describe("currencySchema", () => {
  it.each([0, 19.99, 150, 99999999999])("accepts %d", (value) => {
    expect(currencySchema.parse(value)).toBe(value);
  });

  it("rejects negative and too high values", () => {
    expect(messagesOf(currencySchema, -0.01)).toEqual(["Valor não pode ser negativo"]);
    expect(messagesOf(currencySchema, 100000000000)).toEqual(["Valor muito alto"]);
  });

  it("rejects fractions of a centavo", () => {
    expect(messagesOf(currencySchema, 10.005)).toEqual(["Valor deve ter no máximo 2 casas decimais"]);
  });

  it("rejects what is not a finite number", () => {
    expect(messagesOf(currencySchema, "10")).toEqual(["Valor deve ser um número"]);
    expect(messagesOf(currencySchema, Number.NaN)).toEqual(["Valor deve ser um número"]);
    expect(messagesOf(currencySchema, Number.POSITIVE_INFINITY)).toEqual(["Valor deve ser um número"]);
    expect(messagesOf(currencySchema, undefined)).toEqual(["Informe o valor"]);
  });
});

describe("uuidSchema", () => {
  it("accepts a UUID", () => {
    expect(messagesOf(uuidSchema, "3f2b8c1e-9a4d-4c7b-8e2f-1a2b3c4d5e6f")).toEqual([]);
  });

  it.each(["3f2b8c1e-9a4d-4c7b-8e2f", "not-a-uuid", ""])("rejects %j", (uuid) => {
    expect(messagesOf(uuidSchema, uuid)).toEqual(["UUID inválido"]);
  });
});

describe("tokenSchema", () => {
  it("accepts 10 to 255 characters of letters, digits, underscore and dash", () => {
    expect(messagesOf(tokenSchema, "abc_DEF-12")).toEqual([]);
    expect(messagesOf(tokenSchema, "a".repeat(255))).toEqual([]);
  });

  it.each(["abc_DEF-1", "a".repeat(256), "abc DEF 123", "abc.def.123", "abcdefghij="])("rejects %j", (token) => {
    expect(messagesOf(tokenSchema, token)).toEqual(["Token inválido"]);
  });
});
