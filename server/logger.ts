import pino from "pino";

// Logs are one JSON object a line (pino): `level`, `time`, `msg` and the fields given, which a
// log collector reads as they are. A person running the server in a terminal gets the same
// lines as plain text instead. Requests are logged by server/http.ts, each with its id.

type Fields = Record<string, unknown>;

export type Logger = {
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
};

/** Errors keep their name, message and stack under any field name. */
function serializeErrors(fields: Fields): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] =
      value instanceof Error
        ? { name: value.name, message: value.message, stack: value.stack }
        : value;
  }
  return out;
}

function wrap(target: pino.Logger): Logger {
  const at = (level: "info" | "warn" | "error") => (message: string, fields?: Fields) => {
    if (fields) target[level](serializeErrors(fields), message);
    else target[level](message);
  };
  return {
    info: at("info"),
    warn: at("warn"),
    error: at("error"),
  };
}

/** A line for a person: time, level, message and the fields as JSON. */
function readableLine(line: string): string {
  const {
    time,
    level,
    msg,
    pid: _pid,
    hostname: _hostname,
    ...fields
  } = JSON.parse(line) as {
    time: string;
    level: string;
    msg: string;
    pid?: number;
    hostname?: string;
  };
  const extra = Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : "";
  return `${time} ${level.toUpperCase()} ${msg}${extra}\n`;
}

export function createLogger(
  destination: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout,
): Logger {
  // Standard output is written as each line is logged: lines are never lost in a crash nor
  // seen out of order (the start-up lines before the first answer), at no measurable cost.
  const stream = destination.isTTY
    ? { write: (line: string) => destination.write(readableLine(line)) }
    : destination === process.stdout
      ? pino.destination({ dest: 1, sync: true })
      : destination;
  return wrap(
    pino(
      {
        timestamp: pino.stdTimeFunctions.isoTime,
        formatters: { level: (label) => ({ level: label }) },
      },
      stream,
    ),
  );
}
