import type { MailMessage } from '../../lib/mailer';
import type { AppDeps } from '../../types';

/** Sends an account mail after the answer, tried again if the mail server fails (background-tasks.ts). */
export function mailLater(deps: Pick<AppDeps, 'background' | 'mailer'>, message: MailMessage, details: object = {}): void {
  deps.background.run(`mail:${message.kind ?? 'mail'}`, () => deps.mailer.send(message), details);
}
