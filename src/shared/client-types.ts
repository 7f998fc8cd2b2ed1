/**
 * A client record as the API answers it. Phone, CPF and CEP are digits only; screens show them
 * formatted (`@shared/br-numbers`).
 */
export interface Client {
  id: string;
  name: string;
  phone: string | null;
  address: string | null;
  mapsLocation: string | null;
  email: string | null;
  cpf: string | null;
  cep: string | null;
  /** Whether a customer account follows this record's orders. */
  hasAccount: boolean;
  createdAt: string;
}

/** The customer account linked to a client record. */
export interface ClientAccount {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
}

/** A client's page: the record, its account and its tickets (its orders come from GET /api/orders?clientId=). */
export interface ClientDetail extends Client {
  account: ClientAccount | null;
  tickets: { id: string; subject: string; status: "aberto" | "em_analise" | "resolvido"; createdAt: string }[];
}

/** The shop's own details, printed on the service order; CNPJ, phone and CEP are digits only. */
export interface CompanyInfo {
  name: string;
  cnpj: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  cep: string | null;
  /** The warranty terms printed on the service order: the shop's own, or the default (`@shared/warranty-terms`). */
  warrantyTerms: string;
}
