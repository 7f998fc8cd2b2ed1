// The warranty terms printed on the service order (docs/product.md §2, docs/decisions/026): the text
// an admin writes in 'Informações da Empresa', or this one until they do.

/** The most characters the shop's warranty terms may have. */
export const WARRANTY_TERMS_MAX = 4000;

/** A short, reasonable default; the warranty's length is the order's own ("Garantia" above the terms). */
export const DEFAULT_WARRANTY_TERMS = [
  "1. A garantia cobre apenas o serviço executado e as peças trocadas nesta ordem de serviço, pelo prazo indicado, contado a partir da entrega do aparelho.",
  "2. Não cobre danos causados por mau uso, queda, contato com líquido ou umidade, nem aparelho com o lacre de garantia violado ou aberto por terceiros.",
  "3. Para acionar a garantia, apresente esta ordem de serviço.",
  "4. A loja não se responsabiliza por dados e arquivos do aparelho: faça uma cópia de segurança antes de deixá-lo.",
  "5. Aparelho não retirado em até 90 dias após o aviso de conclusão ou de recusa do orçamento será considerado abandonado, e a loja poderá dar a ele o destino que a lei permitir.",
].join("\n");
