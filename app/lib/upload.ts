import { UPLOAD_FAILED_MESSAGE, type MediaArea } from "../../domain/media";

/** Sends one picture to the server; resolves with the stored image's URL. */
export async function uploadImage(file: File, area: MediaArea): Promise<string> {
  const body = new FormData();
  body.set("area", area);
  body.set("file", file);
  const response = await fetch("/api/uploads", { method: "POST", body }).catch(() => undefined);
  const result = (await response?.json().catch(() => undefined)) as
    { url?: string; error?: string } | undefined;
  if (!response?.ok || !result?.url) throw new Error(result?.error ?? UPLOAD_FAILED_MESSAGE);
  return result.url;
}
