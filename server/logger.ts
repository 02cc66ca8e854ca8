// Structured one-line logs on stdout/stderr; small enough to swap for pino later.
type Fields = Record<string, unknown>;

export type Logger = {
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
};

function write(stream: NodeJS.WriteStream, level: string, message: string, fields?: Fields) {
  const extra = fields ? ` ${JSON.stringify(fields, errorReplacer)}` : "";
  stream.write(`${new Date().toISOString()} ${level} ${message}${extra}\n`);
}

function errorReplacer(_key: string, value: unknown) {
  return value instanceof Error
    ? { name: value.name, message: value.message, stack: value.stack }
    : value;
}

export function createLogger(): Logger {
  return {
    info: (message, fields) => write(process.stdout, "INFO", message, fields),
    warn: (message, fields) => write(process.stderr, "WARN", message, fields),
    error: (message, fields) => write(process.stderr, "ERROR", message, fields),
  };
}
