import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { IMPORT_TEXTS as TEXTS, type ImportPreviewView } from "#domain/catalogue-import";
import { EXPORT_TEXTS } from "#domain/order-export";
import { Icon } from "#app/components/icons/icon";
import { AdminPageHeader } from "#app/components/admin/page-header";
import { SubmitButton } from "#app/components/submit-button";
import { Alert } from "#app/components/ui/alert";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Label } from "#app/components/ui/label";
import { formatCount } from "#app/lib/format";
import type { action } from "#app/routes/admin/products-import";

// /admin/products/import (decision 073): the catalogue's export, the import's template, and
// a file checked first — what is new, changed and unchanged, every problem by its row and
// column — then applied from the preview with the same file.

const EXPORT_PATH = "/admin/products/export";

function DownloadLinks({ template }: { template?: boolean }) {
  const query = template ? "&template=1" : "";
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <a href={`${EXPORT_PATH}?format=csv${query}`} download>
          <Icon name="download" aria-hidden />
          {template ? `${TEXTS.template} CSV` : EXPORT_TEXTS.csv}
        </a>
      </Button>
      <Button asChild variant="outline" size="sm">
        <a href={`${EXPORT_PATH}?format=xlsx${query}`} download>
          <Icon name="download" aria-hidden />
          {template ? `${TEXTS.template} Excel` : EXPORT_TEXTS.xlsx}
        </a>
      </Button>
    </div>
  );
}

export function CatalogueImport({ applyAction }: { applyAction: string }) {
  const fetcher = useFetcher<typeof action>();
  // A preview belongs to the file it was made of: choosing another file hides it.
  const [fileKey, setFileKey] = useState(0);
  const [previewKey, setPreviewKey] = useState(-1);
  const isBusy = fetcher.state !== "idle";
  const answer = fetcher.data;
  const preview =
    answer?.value?.kind === "preview" && previewKey === fileKey ? answer.value.preview : null;
  const error =
    !isBusy && answer?.result.status === "error"
      ? (answer.result.error?.[""]?.[0] ?? answer.result.error?.file?.[0] ?? null)
      : null;
  const isApplying = isBusy && fetcher.formAction?.includes("langkah=") === true;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <AdminPageHeader
        title={TEXTS.title}
        description={TEXTS.description}
        action={
          <Button asChild variant="outline">
            <Link to="/admin/products">
              <Icon name="arrow-left" aria-hidden />
              Kembali ke Produk
            </Link>
          </Button>
        }
      />

      <Card>
        <CardHeader>
          <CardTitle>{TEXTS.exportTitle}</CardTitle>
          <CardDescription>{TEXTS.exportDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <DownloadLinks />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{TEXTS.importTitle}</CardTitle>
          <CardDescription>{TEXTS.importDescription}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <p className="text-sm text-muted-foreground">
              Mulai dari template: judul kolom dalam bahasa Indonesia dan satu baris contoh. Opsi
              ditulis satu per baris, misalnya <code>Ukuran: Kecil=0; Besar=+5000 | wajib</code>.
            </p>
            <DownloadLinks template />
          </div>
          <fetcher.Form
            method="post"
            encType="multipart/form-data"
            className="flex flex-col gap-3"
            onSubmit={() => setPreviewKey(fileKey)}
          >
            <div className="flex flex-col gap-2">
              <Label htmlFor="catalogue-file">{TEXTS.chooseFile}</Label>
              <input
                id="catalogue-file"
                name="file"
                type="file"
                required
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                className="block w-full max-w-full text-sm file:mr-3 file:rounded-md file:border file:bg-secondary file:px-3 file:py-1.5 file:text-sm file:font-medium"
                onChange={() => setFileKey((key) => key + 1)}
              />
            </div>
            <div className="flex flex-wrap gap-2">
              <SubmitButton variant={preview ? "outline" : "default"} disabled={isBusy}>
                {isBusy && !isApplying ? TEXTS.checking : TEXTS.check}
              </SubmitButton>
              {preview && preview.problemCount === 0 && preview.rows.length > 0 && (
                <SubmitButton
                  name="preview"
                  value={preview.digest}
                  formAction={applyAction}
                  disabled={isBusy}
                >
                  {isApplying ? TEXTS.applying : TEXTS.apply}
                </SubmitButton>
              )}
            </div>
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </fetcher.Form>
          {preview && <PreviewReport preview={preview} />}
        </CardContent>
      </Card>
    </div>
  );
}

const KIND_LABELS = { new: TEXTS.newCount, changed: TEXTS.changedCount } as const;

function PreviewReport({ preview }: { preview: ImportPreviewView }) {
  const { counts } = preview;
  return (
    <section aria-label="Pratinjau impor" className="flex flex-col gap-4">
      <dl className="grid grid-cols-3 gap-2 text-center">
        {(
          [
            [TEXTS.newCount, counts.new],
            [TEXTS.changedCount, counts.changed],
            [TEXTS.unchangedCount, counts.unchanged],
          ] as const
        ).map(([label, count]) => (
          <div key={label} className="rounded-lg border p-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-xl font-semibold">{formatCount(count)}</dd>
          </div>
        ))}
      </dl>

      {preview.problemCount > 0 ? (
        <Alert variant="destructive">
          <Icon name="circle-alert" aria-hidden />
          <div>
            <p className="font-medium">
              {formatCount(preview.problemCount)} {TEXTS.problems.toLowerCase()}
            </p>
            <p>{TEXTS.problemsHint}</p>
          </div>
        </Alert>
      ) : preview.rows.length === 0 ? (
        <Alert>
          <Icon name="circle-check" aria-hidden />
          <p>{TEXTS.nothingToApply}</p>
        </Alert>
      ) : null}

      {preview.problems.length > 0 && (
        <IssueList title={TEXTS.problems} issues={preview.problems} total={preview.problemCount} />
      )}
      {preview.newCategories.length > 0 && (
        <p className="text-sm">
          <span className="font-medium">{TEXTS.newCategories}:</span>{" "}
          {preview.newCategories.join(", ")}
        </p>
      )}
      {preview.rows.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">Produk yang akan berubah</h3>
          <ul className="divide-y rounded-lg border">
            {preview.rows.map((row) => (
              <li key={row.row} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
                <span className="text-muted-foreground">
                  {TEXTS.row} {row.row}
                </span>
                <span className="min-w-0 font-medium break-words">{row.name}</span>
                <Badge variant={row.kind === "new" ? "success" : "secondary"}>
                  {KIND_LABELS[row.kind as keyof typeof KIND_LABELS]}
                </Badge>
                {row.changes.length > 0 && (
                  <span className="w-full text-xs text-muted-foreground">
                    {row.changes.join(", ")}
                  </span>
                )}
              </li>
            ))}
          </ul>
          {preview.moreRows > 0 && (
            <p className="text-sm text-muted-foreground">
              dan {formatCount(preview.moreRows)} produk lainnya
            </p>
          )}
        </div>
      )}
      {preview.notices.length > 0 && (
        <IssueList title={TEXTS.notices} issues={preview.notices} total={preview.noticeCount} />
      )}
    </section>
  );
}

function IssueList({
  title,
  issues,
  total,
}: {
  title: string;
  issues: ImportPreviewView["problems"];
  total: number;
}) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="divide-y rounded-lg border" aria-label={title}>
        {issues.map((issue, index) => (
          <li key={index} className="flex flex-col gap-0.5 px-3 py-2 text-sm">
            <span className="text-xs text-muted-foreground">
              {issue.row === null ? TEXTS.whole : `${TEXTS.row} ${issue.row}`}
              {issue.column ? ` · ${TEXTS.column} ${issue.column}` : ""}
            </span>
            <span className="break-words">{issue.message}</span>
          </li>
        ))}
      </ul>
      {total > issues.length && (
        <p className="text-sm text-muted-foreground">
          dan {formatCount(total - issues.length)} lainnya
        </p>
      )}
    </div>
  );
}
