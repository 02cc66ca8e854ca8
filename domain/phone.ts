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

/**
 * Whether a normalised number (normalizePhone) can be an Indonesian mobile number, the
 * kind customers chat from: 62, then 8 and a second digit 1–9 (prefixes 081x–089x; 080x
 * are toll-free), then 7–10 more digits. That is 10–13 digits in the national form 08…
 * (older 0811-xxx-xxx numbers have 10, today's 0812-3456-7890 has 12; the numbering plan
 * allows 13). See docs/decisions/013-prices-the-customer-saw.md.
 */
export function isIndonesianMobileNumber(normalized: string): boolean {
  return /^628[1-9]\d{7,10}$/.test(normalized);
}
