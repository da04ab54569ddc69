/** The slice of Fastify's (pino) logger that adapters need. */
export interface Logger {
  info(obj: object, message?: string): void;
  warn(obj: object, message?: string): void;
  error(obj: object, message?: string): void;
}
