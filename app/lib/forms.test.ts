import { describe, expect, it } from "vitest";
import { ZRegisterSchema } from "#domain/account";
import { ZBrandProfileFormSchema } from "#domain/brand-profile";
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
});
