import type { Logger } from './logger';

/** One outgoing e-mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Embedded default: no mail server, so messages (reset links) are written to the server log. */
export class LogMailer implements Mailer {
  constructor(private readonly logger: Logger) {}

  async send(message: MailMessage): Promise<void> {
    this.logger.info({ mail: message }, `mail to ${message.to}: ${message.subject}`);
  }
}
