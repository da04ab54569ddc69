/** The slice of Fastify's (pino) logger that adapters need. */
export interface Logger {
  info(obj: object, message?: string): void;
  warn(obj: object, message?: string): void;
  error(obj: object, message?: string): void;
}

/** A port that sends one kind of message out of the server (an e-mail, a chat message). */
export interface MessageSender<M> {
  send(message: M): Promise<void>;
}

/** The offline default of a sender: each message is written to the server log, as `entry` describes it. */
export class LogSender<M> implements MessageSender<M> {
  constructor(
    private readonly logger: Logger,
    private readonly entry: (message: M) => { fields: object; text: string },
  ) {}

  async send(message: M): Promise<void> {
    const { fields, text } = this.entry(message);
    this.logger.info(fields, text);
  }
}
