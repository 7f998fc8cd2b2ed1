import { z } from "zod";

// Zod's own messages in pt-BR, for the few rules without one of ours (a query string crafted by
// hand, a value of the wrong type): no English ever reaches a user. Imported by fields.ts, which
// every schema builds on, and by the server's parseInput for the query schemas of its routes.
z.config(z.locales.ptBR());
