export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The link the message is about; logged when the message is only kept in the outbox. */
  link?: string;
}

/** Sends (or keeps) one message; failures are recorded, not thrown, so a flaky SMTP server never fails a request. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
