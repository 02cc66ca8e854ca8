import type { Logger } from "../logger";
import type { Mailer } from "./mailer";

// Mails asked for by someone who may not own the address (a reset link, a new verification
// link) are sent after the answer: how long finding the account and talking to the mail
// server take, and whether that fails, would otherwise tell anyone whether an address has
// an account. A failure is logged for the operator, never shown.

const inFlight = new WeakMap<Mailer, Set<Promise<void>>>();
/** The last task asked for under each key, per mailer, while it runs. */
const lastByKey = new WeakMap<Mailer, Map<string, Promise<void>>>();

/**
 * Runs `task` (find the account, write the mail, send it) once the caller has answered.
 * Tasks given the same `key` run one after another, in the order they were asked for: a
 * link that replaces the one before it (a second reset link asked for at once) is then
 * issued after it and mailed after it, so the last mail to arrive holds the link that
 * works. Run side by side, the older task could issue its link first and mail it last.
 */
export function sendAfterAnswer(
  context: { mailer: Mailer; logger: Logger },
  description: string,
  task: () => Promise<void>,
  { key }: { key?: string } = {},
): void {
  let tasks = inFlight.get(context.mailer);
  if (!tasks) {
    tasks = new Set();
    inFlight.set(context.mailer, tasks);
  }
  let lasts = lastByKey.get(context.mailer);
  if (!lasts) {
    lasts = new Map();
    lastByKey.set(context.mailer, lasts);
  }
  const previous = key === undefined ? undefined : lasts.get(key);
  const afterAnswer = new Promise<void>((resolve) => setImmediate(resolve));
  // A task never rejects (its failure is logged below), so the next one always starts.
  const running: Promise<void> = (previous ? previous.then(() => afterAnswer) : afterAnswer)
    .then(task)
    .catch((error: unknown) => context.logger.error(`${description} failed`, { error }))
    .finally(() => {
      tasks.delete(running);
      if (key !== undefined && lasts.get(key) === running) lasts.delete(key);
    });
  tasks.add(running);
  if (key !== undefined) lasts.set(key, running);
}

/**
 * Resolves once every mail handed to `sendAfterAnswer` with this mailer was sent or has
 * failed: for a stop that should not drop them, and for tests.
 */
export async function whenMailsSent(mailer: Mailer): Promise<void> {
  const tasks = inFlight.get(mailer);
  while (tasks && tasks.size > 0) await Promise.all(tasks);
}
