import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { FormField } from "#app/components/form-field";
import { SubmitButton } from "#app/components/submit-button";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";
import { Input } from "#app/components/ui/input";
import { NativeSelect } from "#app/components/ui/native-select";
import { useSchemaForm } from "#app/lib/forms";
import type { action } from "#app/routes/admin/members";
import { ZInviteMemberSchema } from "#domain/member-forms";
import { MEMBER_ROLE_LABELS, type MemberRole } from "#domain/member-roles";
import { formatDateTimeId, type ShopTimeZone } from "#domain/shop-time";

type Member = {
  userId: string;
  name: string;
  email: string;
  role: MemberRole;
  joinedAt: string;
  lastActiveAt: string | null;
};
type Invitation = { id: string; email: string; role: MemberRole; expiresAt: string };

const INVITABLE: MemberRole[] = ["admin", "cashier"];
const ROLE_HINTS: Record<MemberRole, string> = {
  owner: "Semua, termasuk anggota, pembayaran dan alamat toko.",
  admin: "Katalog, toko, tentang, tautan, pesanan, pelanggan dan ekspor.",
  cashier: "Pesanan dan tanda habis produk saja.",
};

/** The shop's team (decision 071): invite, change a role, remove, withdraw an invitation. */
export function MembersPage({
  members,
  invitations,
  timeZone,
}: {
  members: Member[];
  invitations: Invitation[];
  timeZone: ShopTimeZone;
}) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">Anggota</h1>
        <p className="text-sm text-muted-foreground">
          Ajak orang lain membantu mengelola toko, masing-masing dengan perannya.
        </p>
      </div>
      <InviteCard />
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Anggota Toko</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col divide-y" aria-label="Anggota toko">
            {members.map((member) => (
              <MemberRow key={member.userId} member={member} timeZone={timeZone} />
            ))}
          </ul>
        </CardContent>
      </Card>
      {invitations.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Undangan Menunggu</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col divide-y" aria-label="Undangan menunggu">
              {invitations.map((invitation) => (
                <InvitationRow key={invitation.id} invitation={invitation} timeZone={timeZone} />
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </div>
  );
}

function InviteCard() {
  const fetcher = useFetcher<typeof action>({ key: "invite-member" });
  const [form, fields] = useSchemaForm(ZInviteMemberSchema, {
    id: "invite-member",
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : null,
    defaultValue: { role: "cashier" },
  });
  const isSending = fetcher.state !== "idle";
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Undang Anggota</CardTitle>
      </CardHeader>
      <CardContent>
        <fetcher.Form
          method="post"
          aria-label="Undang Anggota"
          className="flex flex-col gap-4"
          {...getFormProps(form)}
        >
          <input type="hidden" name="intent" value="invite" />
          <FormField field={fields.email} label="Email">
            <Input
              {...getInputProps(fields.email, { type: "email" })}
              autoComplete="off"
              inputMode="email"
              placeholder="nama@email.com"
            />
          </FormField>
          <FormField
            field={fields.role}
            label="Peran"
            hint="Tautan undangan berlaku 7 hari dan hanya bisa dipakai sekali."
          >
            <NativeSelect {...getSelectProps(fields.role)}>
              {INVITABLE.map((role) => (
                <option key={role} value={role}>
                  {`${MEMBER_ROLE_LABELS[role]} — ${ROLE_HINTS[role]}`}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {form.errors?.[0] && (
            <p role="alert" className="text-sm text-destructive">
              {form.errors[0]}
            </p>
          )}
          <SubmitButton disabled={isSending} className="self-start">
            {isSending ? "Mengirim..." : "Kirim Undangan"}
          </SubmitButton>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}

function MemberRow({ member, timeZone }: { member: Member; timeZone: ShopTimeZone }) {
  const fetcher = useFetcher<typeof action>();
  const [isConfirming, setIsConfirming] = useState(false);
  const isBusy = fetcher.state !== "idle";
  const error = fetcher.state === "idle" ? fetcher.data?.result.error?.[""]?.[0] : undefined;
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-words">{member.name}</span>
        <Badge variant={member.role === "owner" ? "default" : "secondary"}>
          {MEMBER_ROLE_LABELS[member.role]}
        </Badge>
      </div>
      <p className="text-sm break-all text-muted-foreground">{member.email}</p>
      <p className="text-xs text-muted-foreground">
        {member.lastActiveAt
          ? `Terakhir aktif ${formatDateTimeId(member.lastActiveAt, timeZone)}`
          : "Belum pernah aktif"}
      </p>
      {member.role !== "owner" && (
        <div className="flex flex-wrap items-end gap-2">
          <fetcher.Form method="post" className="flex items-end gap-2">
            <input type="hidden" name="intent" value="role" />
            <input type="hidden" name="userId" value={member.userId} />
            <div className="flex flex-col gap-1">
              <label htmlFor={`role-${member.userId}`} className="text-xs text-muted-foreground">
                Peran {member.name}
              </label>
              <NativeSelect id={`role-${member.userId}`} name="role" defaultValue={member.role}>
                {INVITABLE.map((role) => (
                  <option key={role} value={role}>
                    {MEMBER_ROLE_LABELS[role]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <SubmitButton variant="outline" className="h-11" disabled={isBusy}>
              Ubah Peran
            </SubmitButton>
          </fetcher.Form>
          {isConfirming ? (
            <fetcher.Form method="post" className="flex items-center gap-2">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="userId" value={member.userId} />
              <SubmitButton variant="destructive" className="h-11" disabled={isBusy}>
                Ya, Keluarkan
              </SubmitButton>
              <Button
                type="button"
                variant="outline"
                className="h-11"
                onClick={() => setIsConfirming(false)}
              >
                Batal
              </Button>
            </fetcher.Form>
          ) : (
            <Button
              type="button"
              variant="ghost"
              className="h-11 text-destructive hover:bg-destructive/10 hover:text-destructive"
              onClick={() => setIsConfirming(true)}
            >
              Keluarkan
            </Button>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </li>
  );
}

function InvitationRow({
  invitation,
  timeZone,
}: {
  invitation: Invitation;
  timeZone: ShopTimeZone;
}) {
  const fetcher = useFetcher<typeof action>();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="min-w-0">
        <p className="text-sm font-medium break-all">{invitation.email}</p>
        <p className="text-xs text-muted-foreground">
          {`${MEMBER_ROLE_LABELS[invitation.role]} · berlaku sampai ${formatDateTimeId(invitation.expiresAt, timeZone)}`}
        </p>
      </div>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="revoke" />
        <input type="hidden" name="invitationId" value={invitation.id} />
        <SubmitButton variant="outline" disabled={fetcher.state !== "idle"}>
          Batalkan
        </SubmitButton>
      </fetcher.Form>
    </li>
  );
}
