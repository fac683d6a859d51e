import nodemailer from 'nodemailer';

/** A verification code on its way to a contact. */
export type CodeMessage = {
  channel: 'email' | 'phone';
  to: string;
  code: string;
  purpose: 'register' | 'reset' | 'change-phone' | 'sign-act' | 'sign-report';
};

/**
 * A notice: a security one (security R06: the old contact learns that a sensitive change
 * happened) or a notification e-mail (issue 6: the chat digest).
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

/** SMS provider adapter; the embedded default prints to the log. */
export type SmsSender = { send(to: string, text: string): Promise<void> };

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
 * ARCHITECTURE §1: e-mail through SMTP when `smtpUrl` is set, otherwise printed to the log as
 * `[delivery] code 123456 → contact`; SMS always through `sms` (the log by default).
 */
export function createDelivery(options: {
  smtpUrl?: string | undefined;
  mailFrom: string;
  logger: DeliveryLogger;
  sms?: SmsSender;
}): Delivery {
  const { logger } = options;
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const sms: SmsSender = options.sms ?? {
    send: async (to) => logger.info(`[delivery] sms → ${to}`),
  };
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
      logger.info(`[delivery] code ${message.code} → ${message.to}`);
      if (message.channel === 'phone' && options.sms) await sms.send(message.to, codeText(message));
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
      logger.info(`[delivery] notice «${message.subject}» → ${message.to}`);
      if (message.channel === 'phone' && options.sms) await sms.send(message.to, message.text);
    },
  };
}
