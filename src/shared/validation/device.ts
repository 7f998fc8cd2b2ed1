import { z } from "zod";
import { uuidSchema } from "./fields.ts";
import { required } from "./presence.ts";

// The device part of an order (docs/product.md §5, device); the order form's empty-field message.
export const deviceFormSchema = z.object(
  {
    clientId: required(uuidSchema),
    brand: required(z.string().trim().max(50, { error: "Marca muito longa" })),
    model: required(z.string().trim().max(50, { error: "Modelo muito longo" })),
    device: required(z.string().trim().max(100, { error: "Aparelho muito longo" })),
    // docs/product.md §5 sets no maximum for the defect; the shared Description limit keeps it bounded.
    defect: required(
      z
        .string()
        .trim()
        .min(5, { error: "Defeito deve ter pelo menos 5 caracteres" })
        .max(1000, { error: "Defeito muito longo" }),
    ),
  },
  { error: "Dados inválidos" },
);
