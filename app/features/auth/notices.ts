import { ACCOUNT_MESSAGES } from "../../../domain/account";

// Messages carried across a redirect as `?notice=`, shown once as a toast.
export const NOTICES = {
  login: { kind: "success", text: ACCOUNT_MESSAGES.loginOk },
  logout: { kind: "success", text: ACCOUNT_MESSAGES.logoutOk },
  "reset-ok": { kind: "success", text: ACCOUNT_MESSAGES.resetOk },
  unverified: { kind: "error", text: ACCOUNT_MESSAGES.emailNotVerified },
  "reset-invalid": { kind: "error", text: ACCOUNT_MESSAGES.resetLinkInvalid },
} as const;

export type NoticeKey = keyof typeof NOTICES;

export function noticeOf(key: string | null) {
  return key && key in NOTICES ? NOTICES[key as NoticeKey] : undefined;
}
