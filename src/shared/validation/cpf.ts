// 000.000.000-00 with the dots and the dash each optional; it also fixes the length at 11-14.
export const CPF_PATTERN = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;

/** The CPF check digit that follows these digits (9 for the first, 10 for the second). */
export function checkDigit(digits: readonly number[]): number {
  // Weights run from digits.length + 1 down to 2; a remainder of 10 counts as 0.
  const sum = digits.reduce((total, digit, index) => total + digit * (digits.length + 1 - index), 0);
  return ((sum * 10) % 11) % 10;
}

export function isValidCpf(value: string): boolean {
  if (!CPF_PATTERN.test(value)) return false;
  const digits = Array.from(value.replace(/\D/g, ""), Number);
  // Repeated digits (000.000.000-00, 111.111.111-11, ...) satisfy the check digits but are not issued.
  if (digits.every((digit) => digit === digits[0])) return false;
  return checkDigit(digits.slice(0, 9)) === digits[9] && checkDigit(digits.slice(0, 10)) === digits[10];
}
