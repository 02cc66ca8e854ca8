import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  ZEmailSchema,
  ZLoginSchema,
  ZRegisterSchema,
  ZResetPasswordSchema,
  ZSignOutSchema,
  ZVerifyEmailSchema,
} from "#domain/account";
import { ZAboutFormSchema } from "#domain/brand-profile";
import { ZLinkActionSchema } from "#domain/link";
import { ZOrderDetailActionSchema } from "#domain/order-status-form";
import { ZTrackingFormSchema } from "#domain/order-tracking";
import { ZPlatformSettingsSchema } from "#domain/platform-settings";
import { MAX_PRODUCT_OPTIONS, MAX_PRODUCT_PHOTOS } from "#domain/product";
import { ZProductActionSchema } from "#domain/product-form";
import { CHECKOUT_LIMITS } from "#domain/checkout-messages";
import { isAppError } from "./errors";
import {
  checkFormShape,
  FORM_SHAPE_LIMITS,
  schemaFieldNames,
  withSchemaFieldsOnly,
} from "./form-shape";

function formOf(fields: readonly (readonly [string, string])[]): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

function refusalOf(fields: readonly (readonly [string, string])[]) {
  try {
    checkFormShape(formOf(fields));
    return undefined;
  } catch (error) {
    return isAppError(error) ? `${error.code}: ${error.message}` : error;
  }
}

/** The largest product a seller can save: every option, every choice priced, every photo. */
function largestProductForm(): [string, string][] {
  const fields: [string, string][] = [
    ["intent", "create"],
    ["name", "Kue Ulang Tahun"],
    ["price", "250.000"],
    ["stock", "1.000"],
    ["imagesChanged", "true"],
  ];
  for (let photo = 0; photo < MAX_PRODUCT_PHOTOS; photo += 1) {
    fields.push([`images[${photo}]`, `/media/product-images/p${photo}-1280.webp`]);
  }
  for (let option = 0; option < MAX_PRODUCT_OPTIONS; option += 1) {
    fields.push([`options[${option}].name`, `Opsi ${option}`]);
    fields.push([`options[${option}].selection`, "multiple"]);
    fields.push([`options[${option}].minChoices`, "0"]);
    fields.push([`options[${option}].maxChoices`, "3"]);
    for (let choice = 0; choice < CHECKOUT_LIMITS.choicesPerOption; choice += 1) {
      fields.push([`options[${option}].choices[${choice}].name`, `Pilihan ${choice}`]);
      fields.push([`options[${option}].choices[${choice}].price`, "5.000"]);
      fields.push([`options[${option}].choices[${choice}].isSoldOut`, "on"]);
    }
  }
  return fields;
}

describe("the shape a form's names may build", () => {
  it("takes the largest form a seller can send", () => {
    const fields = largestProductForm();
    expect(refusalOf(fields)).toBeUndefined();
    const submission = parseWithZod(formOf(fields), { schema: ZProductActionSchema });
    expect((submission.payload.options as unknown[]).length).toBe(MAX_PRODUCT_OPTIONS);
  });

  it("refuses names that ask for huge lists, deep paths, long names or too many fields", () => {
    const refused = "VALIDATION: Data tidak valid";
    expect(refusalOf([["x[2000000]", "1"]])).toBe(refused);
    expect(refusalOf([["x[100000000].y", "1"]])).toBe(refused);
    expect(refusalOf([[`x[${FORM_SHAPE_LIMITS.listPlaces}]`, "1"]])).toBe(refused);
    expect(refusalOf([[`x[${FORM_SHAPE_LIMITS.listPlaces - 1}]`, "1"]])).toBeUndefined();
    // Places add up over the lists a form makes, nested ones included.
    const nested = Array.from({ length: 100 }, (_, i) => [`x[${i}].y[99]`, "1"] as const);
    expect(refusalOf(nested)).toBe(refused);
    expect(refusalOf([[`x${".y".repeat(FORM_SHAPE_LIMITS.depth)}`, "1"]])).toBe(refused);
    expect(refusalOf([[`x${".y".repeat(FORM_SHAPE_LIMITS.depth - 1)}`, "1"]])).toBeUndefined();
    expect(refusalOf([["x".repeat(FORM_SHAPE_LIMITS.nameLength + 1), "1"]])).toBe(refused);
    const many = Array.from(
      { length: FORM_SHAPE_LIMITS.fields + 1 },
      (_, i) => [`f${i}`, ""] as const,
    );
    expect(refusalOf(many)).toBe(refused);
    const appends = Array.from(
      { length: FORM_SHAPE_LIMITS.listPlaces + 1 },
      () => ["x[]", ""] as const,
    );
    expect(refusalOf(appends)).toBe(refused);
  });

  it("bounds what an intent button would write, and refuses Conform's state and broken intents", () => {
    const refused = "VALIDATION: Data tidak valid";
    const intent = (payload: unknown, type = "update") =>
      [["__intent__", JSON.stringify({ type, payload })]] as const;
    expect(refusalOf(intent({ name: "options", index: 100_000_000 }))).toBe(refused);
    expect(refusalOf(intent({ name: "options[100000000].name" }))).toBe(refused);
    expect(refusalOf(intent({ name: "options", from: 0, to: 1e9 }, "reorder"))).toBe(refused);
    expect(refusalOf(intent({ name: "options", index: -1 }, "remove"))).toBe(refused);
    expect(refusalOf([["__intent__", "{"]])).toBe(refused);
    expect(refusalOf([["__state__", "{}"]])).toBe(refused);
    expect(refusalOf(intent({ name: "options", index: 3 }, "remove"))).toBeUndefined();
    expect(
      refusalOf(intent({ name: "options", defaultValue: { name: "" } }, "insert")),
    ).toBeUndefined();
  });
});

describe("what a refused form is sent back with", () => {
  it("names the fields of every schema a form of the interface posts", () => {
    const schemas = {
      ZProductActionSchema,
      ZOrderDetailActionSchema,
      ZLinkActionSchema,
      ZPlatformSettingsSchema,
      ZAboutFormSchema,
      ZEmailSchema,
      ZRegisterSchema,
      ZLoginSchema,
      ZResetPasswordSchema,
      ZVerifyEmailSchema,
      ZTrackingFormSchema,
    };
    for (const [name, schema] of Object.entries(schemas)) {
      expect(schemaFieldNames(schema).size, name).toBeGreaterThan(0);
    }
    expect([...schemaFieldNames(ZProductActionSchema)]).toEqual(
      expect.arrayContaining(["intent", "name", "price", "options", "images", "id"]),
    );
    expect([...schemaFieldNames(ZLoginSchema)].sort()).toEqual(["email", "password"]);
    expect(schemaFieldNames(ZSignOutSchema).size).toBe(0);
    // Through transforms, refinements and wrappers.
    const wrapped = z
      .object({ a: z.string() })
      .refine(() => true)
      .transform((value) => value)
      .optional();
    expect([...schemaFieldNames(wrapped)]).toEqual(["a"]);
  });

  it("keeps only the schema's own fields of what was typed and named", () => {
    const form = formOf([
      ["email", "sari@example.com"],
      ["x[2]", "1"],
      ["junk", "abc"],
    ]);
    const submission = parseWithZod(form, { schema: ZEmailSchema });
    const result = withSchemaFieldsOnly(submission.reply(), schemaFieldNames(ZEmailSchema));
    expect(result.initialValue).toEqual({ email: "sari@example.com" });
    expect(result.fields).toEqual(["email"]);
    expect(result.state).toBeUndefined();
  });
});
