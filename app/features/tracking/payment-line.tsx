/** The order's payment, written by the server (decision 056): plain markup, no script. */
export function PaymentLine({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">Status Pembayaran</dt>
      <dd className="font-medium">{text}</dd>
    </div>
  );
}
