import { getFormProps, getTextareaProps } from "@conform-to/react";
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { FormField } from "#app/components/form-field";
import { Icon } from "#app/components/icons/icon";
import { SubmitButton } from "#app/components/submit-button";
import { Button } from "#app/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog";
import { Textarea } from "#app/components/ui/textarea";
import { useFormSuccess, useSchemaForm } from "#app/lib/forms";
import type { action } from "#app/routes/admin/platform-shop";
import { ZReinstateShopSchema, ZSuspendShopSchema } from "#domain/platform-oversight";
import { PLATFORM_SHOP_TEXTS as TEXTS } from "#domain/platform-shops";

const KINDS = {
  suspend: {
    schema: ZSuspendShopSchema,
    button: TEXTS.suspendButton,
    title: TEXTS.suspendTitle,
    description: TEXTS.suspendDescription,
    confirm: TEXTS.suspendConfirm,
    variant: "destructive",
    icon: "ban",
  },
  reinstate: {
    schema: ZReinstateShopSchema,
    button: TEXTS.reinstateButton,
    title: TEXTS.reinstateTitle,
    description: TEXTS.reinstateDescription,
    confirm: TEXTS.reinstateConfirm,
    variant: "default",
    icon: "rotate-cw",
  },
} as const;

/**
 * 'Tangguhkan Toko' or 'Pulihkan Toko': a dialog asking why (the owner reads it, the audit
 * keeps it). Kept open while saving, so a refusal leaves the reason where it was typed.
 */
export function ShopStatusDialog({ kind }: { kind: keyof typeof KINDS }) {
  const texts = KINDS[kind];
  const fetcher = useFetcher<typeof action>({ key: `platform-shop-${kind}` });
  const [isOpen, setIsOpen] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const isSaving = fetcher.state !== "idle";
  const [form, fields] = useSchemaForm(texts.schema, {
    id: `platform-shop-${kind}`,
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : null,
    defaultValue: { reason: "" },
  });
  useFormSuccess(fetcher, () => setIsOpen(false));
  const error = fetcher.state === "idle" ? fetcher.data?.result.error?.[""]?.[0] : undefined;

  return (
    <>
      <Button
        ref={openButton}
        type="button"
        variant={texts.variant}
        onClick={() => setIsOpen(true)}
      >
        <Icon name={texts.icon} aria-hidden />
        {texts.button}
      </Button>
      <Dialog
        open={isOpen}
        onOpenChange={(open) => {
          if (isSaving) return;
          if (!open) form.reset();
          setIsOpen(open);
        }}
      >
        <DialogContent
          className="gap-5"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            openButton.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>{texts.title}</DialogTitle>
            <DialogDescription>{texts.description}</DialogDescription>
          </DialogHeader>
          <fetcher.Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
            <input type="hidden" name="intent" value={kind} />
            <FormField field={fields.reason} label={TEXTS.reasonLabel}>
              <Textarea {...getTextareaProps(fields.reason)} rows={4} />
            </FormField>
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
            <div className="grid grid-cols-2 gap-2">
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={isSaving}>
                  {TEXTS.cancel}
                </Button>
              </DialogClose>
              <SubmitButton variant={texts.variant} disabled={isSaving}>
                {isSaving ? TEXTS.saving : texts.confirm}
              </SubmitButton>
            </div>
          </fetcher.Form>
        </DialogContent>
      </Dialog>
    </>
  );
}
