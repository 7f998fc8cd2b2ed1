/** What a cliente reads on the client screens: the server refuses them the data anyway. */
export const STAFF_ONLY_CLIENTS = "Apenas administradores e técnicos podem gerenciar clientes.";
