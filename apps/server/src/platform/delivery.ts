import nodemailer from 'nodemailer';

/** A verification code on its way to a contact. */
export type CodeMessage = {
  channel: 'email' | 'phone';
  to: string;
  code: string;
  purpose: 'register' | 'reset' | 'change-phone' | 'sign-act' | 'sign-report';
  /** When the code expires: an SMS still queued then is not sent at all. */
  expiresAt?: Date;
};

/**
 * A notice: a security one (security R06: the old contact learns that a sensitive change
 * happened) or a notification e-mail (the chat digest).
 */
export type NoticeMessage = {
  channel: 'email' | 'phone';
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative of `text` for e-mail (user text in it already escaped). */
  html?: string;
};

/** Port for delivering codes and notices; mail and SMS adapters sit behind it. */
export type Delivery = {
  sendCode(message: CodeMessage): Promise<void>;
  sendNotice(message: NoticeMessage): Promise<void>;
};

/** The logger the adapters print to (pino-compatible). */
export type DeliveryLogger = { info(message: string): void };

/** One SMS: a code's text (useless after `sendUntil`) or a notice's. */
export type SmsMessage = {
  to: string;
  text: string;
  purpose: CodeMessage['purpose'] | 'notice';
  sendUntil?: Date;
};

/** The SMS gateway behind the port (platform/sms, SMS_*); without it SMS go to the log. */
export type SmsSender = { send(message: SmsMessage): Promise<void> };

const SUBJECTS: Record<CodeMessage['purpose'], string> = {
  register: 'Код подтверждения регистрации',
  reset: 'Код для восстановления пароля',
  'change-phone': 'Код для смены телефона',
  'sign-act': 'Код для подписания акта',
  'sign-report': 'Код для подписания отчёта',
};

function codeText(message: CodeMessage): string {
  return `${SUBJECTS[message.purpose]} в Kabinet: ${message.code}. Код действует 10 минут. Никому его не сообщайте.`;
}

/**
 * ARCHITECTURE §1: e-mail through SMTP when `smtpUrl` is set, SMS through the gateway `sms` when
 * set; otherwise printed to the log as `[delivery] code 123456 → contact`. Only that log mode
 * prints a code: with a gateway the code goes to the phone and nowhere else.
 */
export function createDelivery(options: {
  smtpUrl?: string | undefined;
  mailFrom: string;
  logger: DeliveryLogger;
  sms?: SmsSender;
}): Delivery {
  const { logger, sms } = options;
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async sendCode(message) {
      if (message.channel === 'email' && transport) {
        await transport.sendMail({
          from: options.mailFrom,
          to: message.to,
          subject: SUBJECTS[message.purpose],
          text: codeText(message),
        });
        return;
      }
      if (message.channel === 'phone' && sms) {
        const { to, purpose, expiresAt } = message;
        await sms.send({
          to,
          purpose,
          text: codeText(message),
          ...(expiresAt ? { sendUntil: expiresAt } : {}),
        });
        return;
      }
      logger.info(`[delivery] code ${message.code} → ${message.to}`);
    },
    async sendNotice(message) {
      if (message.channel === 'email' && transport) {
        const { to, subject, text, html } = message;
        await transport.sendMail({
          from: options.mailFrom,
          to,
          subject,
          text,
          ...(html ? { html } : {}),
        });
        return;
      }
      if (message.channel === 'phone' && sms) {
        await sms.send({ to: message.to, text: message.text, purpose: 'notice' });
        return;
      }
      logger.info(`[delivery] notice «${message.subject}» → ${message.to}`);
    },
  };
}
