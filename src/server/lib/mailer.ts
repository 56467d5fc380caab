import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

type MailKind = 'otp' | 'welcome' | 'password-changed' | 'sign-up-attempt' | 'inquiry' | 'booking-alert' | 'sync-conflict' | 'moderation';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** What the mail is; written to the outbox so tests and people can find it. Never sent. */
  kind?: MailKind;
  /** The one-time code an OTP mail carries; written to the outbox file only, never sent as a header. */
  otp?: string;
  /** 'SIGN_UP' or 'FORGOT_PASSWORD' for OTP mails. */
  purpose?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

interface MailLog {
  info(object: object, message: string): void;
}

/** 'Anura.Host+x@example.lk' → 'anura.host_x@example.lk': safe in a file name, still readable. */
const fileSafe = (address: string) => address.toLowerCase().replace(/[^a-z0-9@._-]/g, '_').slice(0, 80);

/**
 * SMTP_URL set → real delivery through nodemailer. Unset → the outbox: each message becomes two
 * files in DATA_DIR/outbox, named so a directory listing sorts by time and shows the recipient:
 *
 *   <UTC time, ':' and '.' as '-'>_<recipient>_<6 hex>.json   e.g. 2026-05-02T08-15-30-123Z_anura@example.lk_a1b2c3.json
 *   <same name>.eml                                            the full MIME message as it would be sent
 *
 * The .json holds { sentAt, from, to, subject, kind, purpose?, otp?, text, html }. `kind` is one of
 * otp | welcome | password-changed | sign-up-attempt | inquiry; OTP mails carry the code in `otp`
 * (and in the text), so an end-to-end test takes the newest `*_<email>_*.json` with kind 'otp'.
 * Each write is logged with its file name (never the code: QUALITY.md keeps OTPs out of logs).
 */
export function createMailer(config: Config, log?: MailLog): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send({ kind, otp, purpose, ...message }) {
        await transport.sendMail({ from: config.mailFrom, ...message });
        log?.info({ event: 'mail', kind }, 'mail sent');
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const { kind, otp, purpose, ...mime } = message;
      await fs.mkdir(outbox, { recursive: true });
      const info = await transport.sendMail({ from: config.mailFrom, ...mime });
      const sentAt = new Date().toISOString();
      const base = `${sentAt.replace(/[:.]/g, '-')}_${fileSafe(message.to)}_${randomBytes(3).toString('hex')}`;
      const record = { sentAt, from: config.mailFrom, to: message.to, subject: message.subject, kind, purpose, otp, text: message.text, html: message.html };
      await writeWhole(path.join(outbox, `${base}.eml`), info.message as Buffer);
      await writeWhole(path.join(outbox, `${base}.json`), JSON.stringify(record, null, 2));
      log?.info({ event: 'mail', kind, file: path.join(outbox, `${base}.json`) }, 'mail written to the outbox');
    },
  };
}

/**
 * Writes a file under a temporary name, then renames it into place: whoever reads the outbox (a
 * person, a test polling for a code) sees a whole mail or none, never one half written.
 */
async function writeWhole(file: string, content: string | Buffer): Promise<void> {
  const partial = `${file}.partial`;
  await fs.writeFile(partial, content);
  await fs.rename(partial, file);
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
