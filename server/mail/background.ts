import type { Logger } from "../logger";
import type { Mailer } from "./mailer";

// Mails asked for by someone who may not own the address (a reset link, a new verification
// link) are sent after the answer: how long finding the account and talking to the mail
// server take, and whether that fails, would otherwise tell anyone whether an address has
// an account. A failure is logged for the operator, never shown.

const inFlight = new WeakMap<Mailer, Set<Promise<void>>>();

/** Runs `task` (find the account, write the mail, send it) once the caller has answered. */
export function sendAfterAnswer(
  context: { mailer: Mailer; logger: Logger },
  description: string,
  task: () => Promise<void>,
): void {
  let tasks = inFlight.get(context.mailer);
  if (!tasks) {
    tasks = new Set();
    inFlight.set(context.mailer, tasks);
  }
  const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((error: unknown) => context.logger.error(`${description} failed`, { error }))
    .finally(() => tasks.delete(running));
  tasks.add(running);
}

/**
 * Resolves once every mail handed to `sendAfterAnswer` with this mailer was sent or has
 * failed: for a stop that should not drop them, and for tests.
 */
export async function whenMailsSent(mailer: Mailer): Promise<void> {
  const tasks = inFlight.get(mailer);
  while (tasks && tasks.size > 0) await Promise.all(tasks);
}
