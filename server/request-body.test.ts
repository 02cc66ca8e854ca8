import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { readFormData, readJsonObject } from "./request-body";

const post = (body: BodyInit, contentType: string) =>
  new Request("http://localhost/admin/store", {
    method: "POST",
    headers: { "Content-Type": contentType },
    body,
  });

async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return `${error.status} ${error.message}`;
    throw error;
  }
  return "accepted";
}

describe("reading an action's body", () => {
  it("gives the JSON object an action expects", async () => {
    expect(
      await readJsonObject(post('{"intent":"save","name":"Kopi"}', "application/json")),
    ).toEqual({ intent: "save", name: "Kopi" });
  });

  it("refuses any other JSON body, or none, with a 400 in Indonesian", async () => {
    for (const body of ["null", "[]", '[{"intent":"save"}]', "42", '"teks"', "true", "", "{"]) {
      expect(await refusal(() => readJsonObject(post(body, "application/json"))), body).toBe(
        "400 Data tidak valid",
      );
    }
  });

  it("refuses a body that is no form where a form is expected", async () => {
    expect(await refusal(() => readFormData(post('{"intent":"create"}', "application/json")))).toBe(
      "400 Data tidak valid",
    );
    const form = await readFormData(
      post("intent=create&title=Hai", "application/x-www-form-urlencoded"),
    );
    expect(form.get("title")).toBe("Hai");
  });
});
