import { z } from "zod";

// Zod's own messages in pt-BR, for the few rules without one of ours (a query string crafted by
// hand, a value of the wrong type): no English ever reaches a user. Imported once by each side.
z.config(z.locales.ptBR());
