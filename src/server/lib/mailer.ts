import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP_URL set → real delivery through nodemailer. Unset → each message is written as an .eml
 * file (and a .json copy that tests and people can read easily) to DATA_DIR/outbox.
 */
export function createMailer(config: Config): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      await fs.mkdir(outbox, { recursive: true });
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      const base = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`);
      await fs.writeFile(`${base}.eml`, info.message as Buffer);
      await fs.writeFile(`${base}.json`, JSON.stringify({ from: config.mailFrom, ...message }, null, 2));
    },
  };
}

/** For tests: keeps messages in memory. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
