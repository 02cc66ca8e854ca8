import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppContext } from "./context";
import { AppError } from "./errors";
import { submitForm } from "./form-action";
import type { Logger } from "./logger";
import { redirectWithToast, takeToast } from "./toast";

// The one write path: what a form action answers for each outcome, and the toast it carries
// to the next page.

const ZNote = z.object({
  title: z
    .string({ error: "Judul wajib diisi" })
    .min(1, "Judul wajib diisi")
    .max(20, "Maksimal 20 karakter"),
  count: z.coerce.number().int().optional(),
});

function setup() {
  const logged: { level: string; message: string; fields?: unknown }[] = [];
  const logger: Logger = {
    info: (message, fields) => logged.push({ level: "info", message, fields }),
    warn: (message, fields) => logged.push({ level: "warn", message, fields }),
    error: (message, fields) => logged.push({ level: "error", message, fields }),
  };
  const context = { config: { appUrl: "http://localhost:3000" }, logger } as unknown as AppContext;
  return { context, logged };
}

function post(fields: Record<string, string>) {
  return new Request("http://localhost:3000/admin/notes", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
}

type Answer = {
  data: { result: { status?: string; error?: Record<string, string[] | null> }; value?: unknown };
  init: { status?: number; headers?: Record<string, string> } | null;
};

/** The toast a response's Set-Cookie carries, as the next request's root loader reads it. */
async function toastOf(setCookie: string | undefined) {
  if (!setCookie) return null;
  const cookie = setCookie.split(";")[0]!;
  const request = new Request("http://localhost:3000/admin", { headers: { cookie } });
  return (await takeToast(request)).toast;
}

describe("submitForm", () => {
  it("runs the use-case with the parsed value and the posted form, and carries the success toast", async () => {
    const { context } = setup();
    const seen: unknown[] = [];
    const answer = (await submitForm(
      { request: post({ title: "Kopi", count: "3" }), context, pages: "none" },
      ZNote,
      async (value, payload) => {
        seen.push(value, payload);
        return { id: "n1" };
      },
      { success: (result) => ({ title: "Tersimpan", description: `Catatan ${result.id}` }) },
    )) as unknown as Answer;
    expect(seen).toEqual([
      { title: "Kopi", count: 3 },
      { title: "Kopi", count: "3" },
    ]);
    expect(answer.data.result.status).toBe("success");
    expect(answer.data.value).toEqual({ id: "n1" });
    expect(answer.init?.status).toBeUndefined();
    expect(await toastOf(answer.init?.headers?.["Set-Cookie"])).toMatchObject({
      kind: "success",
      title: "Tersimpan",
      description: "Catatan n1",
    });
  });

  it("refuses what the schema refuses under its field, runs nothing and toasts nothing", async () => {
    const { context } = setup();
    let ran = false;
    const answer = (await submitForm(
      { request: post({ title: "x".repeat(21) }), context, pages: "none" },
      ZNote,
      async () => {
        ran = true;
      },
      { success: "Tersimpan", failure: "Gagal menyimpan" },
    )) as unknown as Answer;
    expect(ran).toBe(false);
    expect(answer.init?.status).toBe(400);
    expect(answer.data.result.error).toEqual({ title: ["Maksimal 20 karakter"] });
    expect(answer.init?.headers?.["Set-Cookie"]).toBeUndefined();
  });

  it("shows a use-case's field refusal under the field, with its status", async () => {
    const { context } = setup();
    const answer = (await submitForm(
      { request: post({ title: "Kopi" }), context, pages: "none" },
      ZNote,
      async () => {
        throw new AppError("CONFLICT", "Judul sudah dipakai", { title: "Judul sudah dipakai" });
      },
      { failure: "Gagal menyimpan" },
    )) as unknown as Answer;
    expect(answer.init?.status).toBe(409);
    expect(answer.data.result.error).toEqual({ title: ["Judul sudah dipakai"] });
    expect(answer.init?.headers?.["Set-Cookie"]).toBeUndefined();
  });

  it("toasts a refusal that names no field with its reason, and logs the internal detail only", async () => {
    const { context, logged } = setup();
    const answer = (await submitForm(
      { request: post({ title: "Kopi" }), context, pages: "none" },
      ZNote,
      async () => {
        throw new AppError("NOT_FOUND", "Catatan tidak ditemukan", {}, "note n9 of brand b2");
      },
      { failure: "Gagal menyimpan" },
    )) as unknown as Answer;
    expect(answer.init?.status).toBe(404);
    expect(answer.data.result.error).toEqual({ "": ["Catatan tidak ditemukan"] });
    expect(JSON.stringify(answer.data)).not.toContain("brand b2");
    expect(logged).toEqual([
      expect.objectContaining({
        level: "warn",
        fields: expect.objectContaining({ detail: "note n9 of brand b2" }),
      }),
    ]);
    expect(await toastOf(answer.init?.headers?.["Set-Cookie"])).toMatchObject({
      kind: "error",
      title: "Gagal menyimpan",
      description: "Catatan tidak ditemukan",
    });
  });

  it("answers an unexpected failure with 500 and the failure text, never the error's own words", async () => {
    const { context, logged } = setup();
    const answer = (await submitForm(
      { request: post({ title: "Kopi" }), context, pages: "none" },
      ZNote,
      async () => {
        throw new Error("relation notes does not exist");
      },
      { failure: "Gagal menyimpan" },
    )) as unknown as Answer;
    expect(answer.init?.status).toBe(500);
    expect(JSON.stringify(answer.data)).not.toContain("relation");
    expect(answer.data.result.error).toEqual({ "": ["Gagal menyimpan"] });
    expect(logged.map((entry) => entry.level)).toEqual(["error"]);
  });

  it("refuses a body that is not a form in Indonesian", async () => {
    const { context } = setup();
    const request = new Request("http://localhost:3000/admin/notes", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    const answer = (await submitForm(
      { request, context, pages: "none" },
      ZNote,
      async () => {},
    )) as unknown as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.result.error).toEqual({ "": ["Data tidak valid"] });
  });

  it("redirects with the toast, and the next page takes it once", async () => {
    const { context } = setup();
    const thrown = await submitForm(
      { request: post({ title: "Kopi" }), context, pages: "none" },
      ZNote,
      async () => "n1",
      { success: "Catatan dibuat", redirectTo: (id) => `/admin/notes/${id}` },
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/notes/n1");
    const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
    const next = await takeToast(new Request("http://localhost:3000/", { headers: { cookie } }));
    expect(next.toast).toMatchObject({ kind: "success", title: "Catatan dibuat" });
    expect(String((next.headers as Record<string, string>)["Set-Cookie"])).toMatch(/Max-Age=0/);
  });

  it("never sends back the fields it is told to hide, refused or accepted", async () => {
    const { context } = setup();
    const ZSecret = ZNote.extend({ secret: z.string().min(6, "Minimal 6 karakter") });
    const refused = (await submitForm(
      { request: post({ title: "Kopi", secret: "rahasia-1" }), context, pages: "none" },
      ZSecret,
      async () => {
        throw new AppError("UNAUTHENTICATED", "Salah");
      },
      { hideFields: ["secret"] },
    )) as unknown as Answer;
    const invalid = (await submitForm(
      { request: post({ title: "", secret: "rahasia-2" }), context, pages: "none" },
      ZSecret,
      async () => {},
      { hideFields: ["secret"] },
    )) as unknown as Answer;
    const accepted = (await submitForm(
      { request: post({ title: "Kopi", secret: "rahasia-3" }), context, pages: "none" },
      ZSecret,
      async () => {},
      { hideFields: ["secret"] },
    )) as unknown as Answer;
    expect(refused.data.result.error).toEqual({ "": ["Salah"] });
    for (const answer of [refused, invalid, accepted]) {
      expect(JSON.stringify(answer.data)).not.toMatch(/rahasia/);
    }
    expect(JSON.stringify(refused.data)).toContain("Kopi");
  });

  it("chooses its texts by the form's intent", async () => {
    const { context } = setup();
    const request = post({ intent: "delete", title: "Kopi" });
    const answer = (await submitForm(
      { request, context, pages: "none" },
      ZNote.extend({ intent: z.enum(["create", "delete"]) }),
      async () => {},
      (intent) => ({ success: intent === "delete" ? "Dihapus" : "Dibuat" }),
    )) as unknown as Answer;
    expect(await toastOf(answer.init?.headers?.["Set-Cookie"])).toMatchObject({ title: "Dihapus" });
  });
});

describe("redirectWithToast", () => {
  it("carries the toast and any other cookies to the next page", async () => {
    const response = await redirectWithToast("/admin", "success", "Login berhasil!", {
      secure: false,
      cookies: ["sesi=abc; Path=/; HttpOnly"],
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin");
    const cookies = response.headers.getSetCookie();
    expect(cookies[0]).toBe("sesi=abc; Path=/; HttpOnly");
    const cookie = cookies.map((value) => value.split(";")[0]).join("; ");
    const next = await takeToast(new Request("http://localhost:3000/", { headers: { cookie } }));
    expect(next.toast).toMatchObject({ kind: "success", title: "Login berhasil!" });
  });
});

describe("takeToast", () => {
  it("ignores a cookie that is not a toast of ours", async () => {
    const forged = `gerai_toast=${btoa(JSON.stringify({ kind: "info", title: 1 }))}`;
    const taken = await takeToast(
      new Request("http://localhost:3000/", { headers: { cookie: forged } }),
    );
    expect(taken.toast).toBeNull();
    expect(await takeToast(new Request("http://localhost:3000/"))).toEqual({
      toast: null,
      headers: {},
    });
  });
});
