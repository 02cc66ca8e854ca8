import { z } from "zod";
import { ZEmailSchema, ZLoginSchema, ZRegisterSchema } from "./account";
import { INVALID_VALUE_MESSAGE } from "./form-text";

// The team's forms and texts (decision 071): the members page's and the invitation page's.

export const MEMBER_MESSAGES = {
  forbidden: "Akses ditolak. Peran Anda di toko ini tidak dapat membuka halaman ini.",
  invited: "Undangan terkirim.",
  inviteFailed: "Undangan gagal dikirim.",
  alreadyMember: "Email ini sudah menjadi anggota toko.",
  roleChanged: "Peran anggota diubah.",
  roleFailed: "Peran anggota gagal diubah.",
  removed: "Anggota dikeluarkan dari toko.",
  removeFailed: "Anggota gagal dikeluarkan.",
  revoked: "Undangan dibatalkan.",
  revokeFailed: "Undangan gagal dibatalkan.",
  notFound: "Anggota tidak ditemukan.",
  ownerFixed: "Peran Pemilik tidak dapat diubah atau dikeluarkan.",
  tooMany: "Terlalu banyak undangan atau perubahan peran. Coba lagi nanti.",
  invitationInvalid: "Undangan tidak berlaku, sudah dipakai, atau sudah kedaluwarsa.",
  invitationOtherAccount:
    "Undangan ini untuk email lain. Keluar dulu, lalu buka lagi tautan undangan ini.",
  joined: "Anda sekarang anggota toko ini.",
  accountExists: "Email ini sudah punya akun. Masukkan password-nya untuk menerima undangan.",
  addressOwnerOnly: "Hanya Pemilik yang dapat mengubah URL toko.",
} as const;

const form = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object(shape, { error: INVALID_VALUE_MESSAGE });

/** The roles an owner may give: there is one owner, the shop's. */
const invitedRole = z.enum(["admin", "cashier"], { error: "Pilih peran anggota" });

const memberId = z
  .string({ error: MEMBER_MESSAGES.notFound })
  .min(1, { error: MEMBER_MESSAGES.notFound })
  .max(100, { error: MEMBER_MESSAGES.notFound });

export const ZInviteMemberSchema = form({
  intent: z.literal("invite"),
  email: ZEmailSchema.shape.email,
  role: invitedRole,
});

export const ZChangeMemberRoleSchema = form({
  intent: z.literal("role"),
  userId: memberId,
  role: invitedRole,
});

export const ZRemoveMemberSchema = form({ intent: z.literal("remove"), userId: memberId });

export const ZRevokeInvitationSchema = form({
  intent: z.literal("revoke"),
  invitationId: memberId,
});

/** The members page's forms, told apart by their intent. */
export const ZMembersActionSchema = z.discriminatedUnion("intent", [
  ZInviteMemberSchema,
  ZChangeMemberRoleSchema,
  ZRemoveMemberSchema,
  ZRevokeInvitationSchema,
]);

const token = z
  .string({ error: MEMBER_MESSAGES.invitationInvalid })
  .min(1, { error: MEMBER_MESSAGES.invitationInvalid })
  .max(200, { error: MEMBER_MESSAGES.invitationInvalid });

/**
 * The invitation page's forms: accepting while signed in with the invited address, signing
 * in with it first, or creating the account (the link proved the address).
 */
export const ZAcceptInvitationSchema = z.discriminatedUnion("intent", [
  form({ intent: z.literal("accept"), token }),
  form({ intent: z.literal("sign-in"), token, password: ZLoginSchema.shape.password }),
  form({
    intent: z.literal("register"),
    token,
    fullName: ZRegisterSchema.shape.fullName,
    password: ZRegisterSchema.shape.password,
  }),
]);

export const ZSwitchShopSchema = form({
  brandId: z.string({ error: MEMBER_MESSAGES.notFound }).min(1).max(100),
});
