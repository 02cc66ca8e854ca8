import { describe, expect, it } from "vitest";
import type { Logger } from "../logger";
import { sendAfterAnswer, whenMailsSent } from "./background";
import type { Mailer } from "./mailer";

const silent: Logger = { info() {}, warn() {}, error() {} };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("mails sent after the answer", () => {
  it("runs tasks of one key one after another, in the order asked, a failed one included", async () => {
    const mailer: Mailer = { async send() {} };
    const context = { mailer, logger: silent };
    const steps: string[] = [];
    // The first task is the slowest: side by side it would end last.
    sendAfterAnswer(
      context,
      "first",
      async () => {
        steps.push("first begins");
        await pause(30);
        steps.push("first ends");
        throw new Error("mail server down");
      },
      { key: "reset-password:sari@example.com" },
    );
    sendAfterAnswer(
      context,
      "second",
      async () => {
        steps.push("second begins");
        await pause(1);
        steps.push("second ends");
      },
      { key: "reset-password:sari@example.com" },
    );
    // Another key does not wait.
    sendAfterAnswer(
      context,
      "other",
      async () => {
        steps.push("other begins");
      },
      { key: "reset-password:budi@example.com" },
    );
    await whenMailsSent(mailer);
    expect(steps).toEqual([
      "first begins",
      "other begins",
      "first ends",
      "second begins",
      "second ends",
    ]);
  });

  it("runs tasks without a key side by side, after the answer", async () => {
    const mailer: Mailer = { async send() {} };
    const steps: string[] = [];
    const task = (name: string, ms: number) => async () => {
      steps.push(`${name} begins`);
      await pause(ms);
      steps.push(`${name} ends`);
    };
    sendAfterAnswer({ mailer, logger: silent }, "slow", task("slow", 20));
    sendAfterAnswer({ mailer, logger: silent }, "quick", task("quick", 1));
    steps.push("answered");
    await whenMailsSent(mailer);
    expect(steps).toEqual(["answered", "slow begins", "quick begins", "quick ends", "slow ends"]);
  });
});
