import { LogSender, type Logger, type MessageSender } from './logger';

/** A chat message (Slack-compatible incoming webhook payload). */
export interface ChatMessage {
  text: string;
}

/** Posts messages to the team's chat channel (crash reports, alerts). Never throws. */
export type Notifier = MessageSender<ChatMessage>;

/** Offline default: the message goes to the server log. */
export class LogNotifier extends LogSender<ChatMessage> {
  constructor(logger: Logger) {
    super(logger, (message) => ({ fields: { chat: message }, text: 'chat message' }));
  }
}

export interface SlackWebhookNotifierOptions {
  logger: Logger;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Posts `{ text }` to a Slack-compatible incoming webhook. Failures are logged and swallowed:
 * the spec says a send-message failure is swallowed, and a crash report must not fail twice.
 */
export class SlackWebhookNotifier implements Notifier {
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(
    private readonly url: string,
    private readonly options: SlackWebhookNotifierOptions,
  ) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.timeoutMs ?? 5_000;
  }

  async send(message: ChatMessage): Promise<void> {
    try {
      const response = await this.fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: message.text }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) this.options.logger.warn({ status: response.status }, 'chat webhook refused the message');
    } catch (error) {
      this.options.logger.warn({ err: error }, 'chat webhook unreachable; message dropped');
    }
  }
}
