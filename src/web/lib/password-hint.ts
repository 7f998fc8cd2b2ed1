// The one password policy (GUIDE §4.8), told before the user types rather than after a refusal.
export const PASSWORD_HINT =
  "Mínimo de 8 caracteres, com letra maiúscula, letra minúscula, número e um destes: @$!%*?&";
