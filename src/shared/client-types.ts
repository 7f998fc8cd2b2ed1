/** A client record as the API answers it. */
export interface Client {
  id: string;
  name: string;
  phone: string | null;
  address: string | null;
  mapsLocation: string | null;
  email: string | null;
  cpf: string | null;
  /** Whether a customer account follows this record's orders. */
  hasAccount: boolean;
  createdAt: string;
}

/** A client's page: the record and its tickets (its orders come from GET /api/orders?clientId=). */
export interface ClientDetail extends Client {
  tickets: { id: string; subject: string; status: "aberto" | "em_analise" | "resolvido"; createdAt: string }[];
}

/** The shop's own details, printed on the service order. */
export interface CompanyInfo {
  name: string;
  cnpj: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
}
