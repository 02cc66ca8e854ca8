import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import {
  SHOP_REPORT_CONTACT_MAX,
  SHOP_REPORT_DETAILS_MAX,
  SHOP_REPORT_DETAILS_MIN,
  SHOP_REPORT_HONEYPOT,
  SHOP_REPORT_REASON_KEYS,
  SHOP_REPORT_REASONS,
  SHOP_REPORT_TEXTS as TEXTS,
} from "#domain/shop-reports";
import { Icon } from "#app/components/icons/icon";
import { SubmitButton } from "#app/components/submit-button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { Textarea } from "#app/components/ui/textarea";

// The report form as the server renders it: native fields and a plain post, so it works
// before (and without) any script. After a refusal the server renders it again with what
// was typed and each field's message; after a report, the thanks.

type Answer = { result: SubmissionResult<string[]>; value?: { isSent: true } } | undefined;

type Shop = { name: string; username: string };

export function ShopReportPage({ shop, answer }: { shop: Shop; answer: Answer }) {
  const navigation = useNavigation();
  const isSending = navigation.state === "submitting";
  if (answer?.value?.isSent) return <Thanks shop={shop} />;

  const errors = answer?.result.error ?? {};
  const typed = (answer?.result.initialValue ?? {}) as Record<string, unknown>;
  const typedText = (name: string) => (typeof typed[name] === "string" ? typed[name] : "");
  const errorOf = (name: string) => errors[name]?.[0];
  const formError = errorOf("");

  return (
    <article className="flex flex-col gap-4 pt-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{TEXTS.title}</h1>
        <p className="text-muted-foreground">{TEXTS.intro(shop.name)}</p>
      </header>
      <Form
        method="post"
        className="flex flex-col gap-5 rounded-xl border bg-card p-4 shadow-xs"
        // The answer rendered anew (a refusal after a refusal) fills the fields again.
        key={JSON.stringify(answer?.result ?? null)}
      >
        {formError && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
          >
            <Icon name="circle-alert" aria-hidden className="mt-0.5 size-4 shrink-0" />
            {formError}
          </p>
        )}
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={errorOf("reason") ? "report-reason-error" : undefined}
        >
          <legend className="mb-2 text-sm font-medium">{TEXTS.reasonLabel}</legend>
          {SHOP_REPORT_REASON_KEYS.map((reason) => (
            // The whole row is the radio's target; the input itself is out of sight.
            <label
              key={reason}
              className="group flex min-h-11 cursor-pointer items-center gap-3 rounded-md border bg-card px-3 py-2 text-sm has-checked:border-primary has-checked:bg-secondary has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
            >
              <input
                type="radio"
                name="reason"
                value={reason}
                required
                defaultChecked={typedText("reason") === reason}
                className="sr-only"
              />
              <span
                aria-hidden
                className="pointer-events-none flex size-4 shrink-0 items-center justify-center rounded-full border-2 border-muted-foreground group-has-checked:border-primary"
              >
                <span className="size-2 rounded-full bg-primary opacity-0 group-has-checked:opacity-100" />
              </span>
              {SHOP_REPORT_REASONS[reason]}
            </label>
          ))}
          <FieldError id="report-reason-error" message={errorOf("reason")} />
        </fieldset>

        <div className="flex flex-col gap-2">
          <Label htmlFor="report-details">{TEXTS.detailsLabel}</Label>
          <Textarea
            id="report-details"
            name="details"
            rows={5}
            required
            minLength={SHOP_REPORT_DETAILS_MIN}
            maxLength={SHOP_REPORT_DETAILS_MAX}
            defaultValue={typedText("details")}
            aria-invalid={errorOf("details") ? true : undefined}
            aria-describedby={
              errorOf("details")
                ? "report-details-error report-details-hint"
                : "report-details-hint"
            }
          />
          <p id="report-details-hint" className="text-xs text-muted-foreground">
            {TEXTS.detailsHint}
          </p>
          <FieldError id="report-details-error" message={errorOf("details")} />
        </div>

        <div className="flex flex-col gap-2">
          <Label htmlFor="report-contact">{TEXTS.contactLabel}</Label>
          <Input
            id="report-contact"
            name="contact"
            maxLength={SHOP_REPORT_CONTACT_MAX}
            autoComplete="email"
            defaultValue={typedText("contact")}
            aria-invalid={errorOf("contact") ? true : undefined}
            aria-describedby={
              errorOf("contact")
                ? "report-contact-error report-contact-hint"
                : "report-contact-hint"
            }
          />
          <p id="report-contact-hint" className="text-xs text-muted-foreground">
            {TEXTS.contactHint}
          </p>
          <FieldError id="report-contact-error" message={errorOf("contact")} />
        </div>

        {/* Out of sight and out of reach: only programs that fill every field fill this. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="report-honeypot">{TEXTS.honeypotLabel}</label>
          <input
            id="report-honeypot"
            type="text"
            name={SHOP_REPORT_HONEYPOT}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>

        <SubmitButton size="lg" className="w-full" disabled={isSending}>
          <Icon name="triangle-alert" aria-hidden />
          {isSending ? TEXTS.submitting : TEXTS.submit}
        </SubmitButton>
      </Form>
    </article>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

function Thanks({ shop }: { shop: Shop }) {
  return (
    <article className="flex flex-col items-center gap-4 py-12 text-center" role="status">
      <Icon name="circle-check" aria-hidden className="size-12 text-primary" />
      <h1 className="text-2xl font-bold">{TEXTS.thanksTitle}</h1>
      <p className="text-muted-foreground">{TEXTS.thanks}</p>
      <Link
        to={`/${shop.username}`}
        className="text-sm font-medium text-primary underline underline-offset-4"
      >
        {TEXTS.backToShop}
      </Link>
    </article>
  );
}
