import { MEMBER_MESSAGES, ZMembersActionSchema } from "#domain/member-forms";
import { requireMember } from "#server/auth/guards";
import { submitForm, textsByIntent } from "#server/form-action";
import {
  changeMemberRole,
  inviteMember,
  listMembers,
  removeMember,
  revokeInvitation,
} from "#server/services/members";
import type { Route } from "./+types/members";
import { titled } from "#app/lib/page-title";
import { MembersPage } from "#app/features/admin-members/members-page";

// The shop's team (decision 071): the owner alone sees and changes it.
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireMember(context, request, "members");
  return listMembers(context.db, owner);
}

const TEXTS = {
  invite: {
    success: MEMBER_MESSAGES.invited,
    failure: MEMBER_MESSAGES.inviteFailed,
    resetForm: true,
  },
  role: { success: MEMBER_MESSAGES.roleChanged, failure: MEMBER_MESSAGES.roleFailed },
  remove: { success: MEMBER_MESSAGES.removed, failure: MEMBER_MESSAGES.removeFailed },
  revoke: { success: MEMBER_MESSAGES.revoked, failure: MEMBER_MESSAGES.revokeFailed },
};

// The team changes nothing a shop page shows.
export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireMember(context, request, "members");
  return submitForm(
    { request, context, pages: "none" },
    ZMembersActionSchema,
    async (value, payload) => {
      switch (value.intent) {
        case "invite":
          await inviteMember(context, owner, payload);
          return undefined;
        case "role":
          await changeMemberRole(context.db, owner, payload);
          return undefined;
        case "remove":
          await removeMember(context, owner, payload);
          return undefined;
        case "revoke":
          await revokeInvitation(context.db, owner, payload);
          return undefined;
      }
    },
    textsByIntent(TEXTS),
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Anggota");
}

export default function AdminMembers({ loaderData }: Route.ComponentProps) {
  return <MembersPage {...loaderData} />;
}
