import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ZRegisterSchema } from "#domain/account";
import { ZBrandProfileFormSchema } from "#domain/brand-profile";
import { ZDeliveryAreaSchema } from "#domain/delivery-areas-form";
import { ZLinkFormSchema } from "#domain/link";
import { ZProductActionSchema } from "#domain/product-form";
import { ZStoreFormSchema } from "#domain/store";
import { schemaConstraint } from "./forms";

// The inputs' limits come from the schemas the actions check, never typed again.
describe("schemaConstraint", () => {
  it("takes each text's length limits and required mark from the schema", () => {
    expect(schemaConstraint(ZLinkFormSchema)).toMatchObject({
      title: { required: true, maxLength: 100 },
      url: { required: true, maxLength: 2000 },
      description: { required: false, maxLength: 300 },
    });
    expect(schemaConstraint(ZStoreFormSchema)).toMatchObject({
      name: { required: true, maxLength: 120 },
      address: { maxLength: 500 },
      phone: { maxLength: 30 },
    });
    expect(schemaConstraint(ZProductActionSchema)).toMatchObject({
      name: { maxLength: 120 },
      description: { maxLength: 1000 },
      "options[].name": { maxLength: 60 },
      "options[].choices[].name": { maxLength: 60 },
      "options[].choices[].price": { maxLength: "-1.000.000.000".length },
      price: { maxLength: "1.000.000.000".length },
      stock: { required: false, maxLength: "1.000.000".length },
    });
  });

  it("keeps a limit stated before a pipe that checks the text further", () => {
    expect(schemaConstraint(ZRegisterSchema)).toMatchObject({
      fullName: { maxLength: 100 },
      email: { required: true, maxLength: 254 },
      phone: { required: true, maxLength: 30 },
      brandName: { maxLength: 120 },
      username: { required: true, maxLength: 60 },
    });
    expect(schemaConstraint(ZBrandProfileFormSchema)).toMatchObject({
      name: { maxLength: 120 },
      username: { maxLength: 60 },
      customerServiceEmail: { maxLength: 200 },
    });
  });

  it("reads limits through optional fields, lists, pipes and unions", () => {
    const schema = z.object({
      note: z.string().max(40).optional(),
      tags: z.array(z.object({ label: z.string().min(2).max(20) })),
      pair: z.tuple([z.string().length(3), z.string()]),
      trimmed: z
        .string()
        .max(50)
        .transform((value) => value.trim()),
      checked: z.string().max(30).pipe(z.string().min(5)),
      tighter: z.string().max(30).pipe(z.string().max(10)),
      kind: z.union([
        z.object({ code: z.string().max(8), same: z.string().max(4) }),
        z.object({ code: z.string().max(9), same: z.string().max(4) }),
      ]),
    });
    expect(schemaConstraint(schema)).toMatchObject({
      note: { required: false, maxLength: 40 },
      "tags[].label": { minLength: 2, maxLength: 20 },
      "pair[0]": { minLength: 3, maxLength: 3 },
      trimmed: { maxLength: 50 },
      checked: { minLength: 5, maxLength: 30 },
      tighter: { maxLength: 10 },
      "kind.same": { maxLength: 4 },
    });
    expect(schemaConstraint(schema)["kind.code"]).not.toHaveProperty("maxLength");
    // An index in a field's name is read as the list's field.
    expect(schemaConstraint(schema)["tags[3].label"]).toMatchObject({ maxLength: 20 });
  });

  it("never marks a field that may be left out as required, whatever it holds", () => {
    const schema = z.object({
      amount: z.union([z.string(), z.number()]).optional(),
      piped: z
        .union([z.string(), z.number()])
        .transform(String)
        .optional()
        .transform((value) => value ?? null),
      defaulted: z.union([z.string(), z.number()]).default(""),
      needed: z.union([z.string(), z.number()]),
    });
    expect(schemaConstraint(schema)).toMatchObject({
      amount: { required: false },
      piped: { required: false },
      defaulted: { required: false },
      needed: { required: true },
    });
    // The delivery area's free-delivery amount is optional; its name and fee are not.
    expect(schemaConstraint(ZDeliveryAreaSchema)).toMatchObject({
      name: { required: true, maxLength: 60 },
      fee: { required: true },
      freeAbove: { required: false },
    });
  });

  it("leaves the schema as zod made it", () => {
    const schema = z.object({ name: z.string().max(12), email: z.string().max(9).pipe(z.email()) });
    const before = JSON.stringify(getZodConstraint(schema));
    expect(schemaConstraint(schema)).toMatchObject({ name: { maxLength: 12 } });
    // Nothing was written into the schema for Conform to find on its own.
    expect(JSON.stringify(getZodConstraint(schema))).toBe(before);
  });
});
