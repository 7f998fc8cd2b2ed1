// The one password policy (docs/product.md §5), told before the user types rather than after a refusal.
export const PASSWORD_HINT =
  "Mínimo de 8 caracteres, com letra maiúscula, letra minúscula, número e um destes: @$!%*?&";
