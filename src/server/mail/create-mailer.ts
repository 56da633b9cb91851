import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppDb } from '../db/database';
import { outboxMessages } from '../db/schema';
import type { Mailer, MailMessage } from './mail-message';
import { emailsTotal } from '../metrics/process-metrics';

export interface MailerOptions {
  db: AppDb;
  smtpUrl: string | undefined;
  from: string;
  /** Where messages kept without SMTP are also written as readable files. */
  outboxDir: string;
  log: (line: string) => void;
}

function fileNameFor(id: number, message: MailMessage): string {
  const slug = message.subject
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `${String(id).padStart(6, '0')}-${slug}.txt`;
}

/** nodemailer over SMTP_URL when it is set; otherwise the outbox table, a file per message, and a log line. */
export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(message) {
      let delivery = 'kept';
      if (transport) {
        try {
          await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
          delivery = 'smtp';
        } catch (error) {
          delivery = 'failed';
          options.log(`E-mail to ${message.to} could not be sent: ${(error as Error).message}`);
        }
      }
      const [row] = await options.db
        .insert(outboxMessages)
        .values({ recipient: message.to, subject: message.subject, body: message.text, link: message.link ?? null, delivery })
        .returning({ id: outboxMessages.id });
      emailsTotal.inc({ outcome: delivery === 'smtp' ? 'sent' : delivery === 'failed' ? 'failed' : 'kept' });
      if (delivery !== 'kept') return;
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, fileNameFor(row!.id, message));
      await fs.writeFile(file, `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`);
      options.log(`E-mail to ${message.to} kept in ${file}${message.link ? `; its link: ${message.link}` : ''}`);
    },
  };
}
