// Spec §5 phone normalisation: digits only; leading 0 → 62; 62… kept; others get 62.
export function normalizePhone(input: string): string {
  const digits = input.replace(/\D/g, "");
  if (digits === "") return "";
  if (digits.startsWith("0")) return `62${digits.slice(1)}`;
  if (digits.startsWith("62")) return digits;
  return `62${digits}`;
}

/** Display form with a leading "+" ("" for empty input). */
export function formatPhoneDisplay(input: string): string {
  const phone = normalizePhone(input);
  return phone ? `+${phone}` : "";
}

/** The digits a customer types to prove an order is theirs (spec §5 tracking check). */
export function lastFourDigits(phone: string): string {
  return phone.replace(/\D/g, "").slice(-4);
}
