import { z } from "zod";
import { addressSchema, cepSchema, cpfSchema, emailSchema, nameSchema, phoneSchema, urlSchema } from "./fields.ts";
import { optionalField } from "./presence.ts";

export const clientSchema = z.object(
  {
    name: nameSchema,
    phone: phoneSchema,
    address: addressSchema,
    mapsLocation: optionalField(urlSchema),
    email: optionalField(emailSchema),
    cpf: optionalField(cpfSchema),
    cep: optionalField(cepSchema),
  },
  { error: "Dados inválidos" },
);

export type ClientInput = z.infer<typeof clientSchema>;
