import { LogSender, type Logger, type MessageSender } from './logger';

/** One outgoing e-mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail. */
export type Mailer = MessageSender<MailMessage>;

/** Embedded default: no mail server, so messages (reset links) are written to the server log. */
export class LogMailer extends LogSender<MailMessage> {
  constructor(logger: Logger) {
    super(logger, (message) => ({ fields: { mail: message }, text: `mail to ${message.to}: ${message.subject}` }));
  }
}
