import { useEffect } from "react";
import { useSearchParams } from "react-router";

// Spec §3: a `refCode` in any storefront URL is kept in sessionStorage `referralCode`
// until an order uses it.
export const REFERRAL_STORAGE_KEY = "referralCode";

export function useKeepReferralCode() {
  const [searchParams] = useSearchParams();
  const refCode = searchParams.get("refCode")?.trim();
  useEffect(() => {
    if (!refCode) return;
    try {
      sessionStorage.setItem(REFERRAL_STORAGE_KEY, refCode);
    } catch {
      // Storage can be unavailable (private mode); the code is optional.
    }
  }, [refCode]);
}

export function readReferralCode(): string {
  try {
    return sessionStorage.getItem(REFERRAL_STORAGE_KEY) ?? "";
  } catch {
    return "";
  }
}

export function clearReferralCode() {
  try {
    sessionStorage.removeItem(REFERRAL_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}
