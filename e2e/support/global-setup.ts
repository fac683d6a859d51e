import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { startFakeTelegramApi } from '../../apps/server/src/testing/fake-telegram-api.ts';
import { startFakeTelegramControl } from '../../apps/server/src/testing/fake-telegram-control.ts';
import { startFakeYooKassa } from '../../apps/server/src/testing/fake-yookassa-server.ts';

import { startServer } from './server-process';
import { startSmtpReceiver } from './smtp-receiver';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts a real SMTP receiver and the real server (embedded PGlite in a fresh temp DATA_DIR,
 * serving the built web app). Workers learn where through environment variables.
 * Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const webDist = process.env.WEB_DIST ?? join(repoRoot, 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(
      `No built web app at ${webDist}: run \`npm run build\` (npm run test:e2e does).`,
    );
  }

  const workDir = mkdtempSync(join(tmpdir(), 'kabinet-e2e-'));
  const mailDir = join(workDir, 'mail');
  const smtp = await startSmtpReceiver(mailDir);
  // ЮKassa is faked at its HTTP boundary: its confirmation page is what the payer's browser sees.
  const yookassa = await startFakeYooKassa();
  // The Telegram Bot API too: the server's bot long-polls it (no webhook secret), specs read
  // what the bot sent and write into the bot through its control server.
  const telegram = await startFakeTelegramApi();
  const telegramControl = await startFakeTelegramControl(telegram);
  let server;
  try {
    server = await startServer({
      repoRoot,
      dataDir: join(workDir, 'data'),
      logFile: join(workDir, 'server.log'),
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      webDist,
      env: {
        YOOKASSA_SHOP_ID: yookassa.shopId,
        YOOKASSA_SECRET_KEY: yookassa.secretKey,
        YOOKASSA_BASE_URL: yookassa.apiUrl,
        TELEGRAM_BOT_TOKEN: telegram.token,
        TELEGRAM_API_ROOT: telegram.url,
      },
    });
  } catch (error) {
    await smtp.close();
    await yookassa.close();
    await telegramControl.close();
    await telegram.close();
    throw error;
  }
  yookassa.setWebhookUrl(`${server.baseUrl}/api/v1/webhooks/yookassa`);

  process.env.KABINET_BASE_URL = server.baseUrl;
  process.env.KABINET_E2E_MAIL_DIR = mailDir;
  // A spec that runs a server of its own (work.spec.ts: a month's close) mails to the same receiver.
  process.env.KABINET_E2E_SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  process.env.KABINET_E2E_WEB_DIST = webDist;
  process.env.KABINET_E2E_SERVER_LOG = server.logFile;
  process.env.KABINET_E2E_TELEGRAM_URL = telegramControl.url;

  return async () => {
    await server.stop();
    await smtp.close();
    await yookassa.close();
    await telegramControl.close();
    await telegram.close();
    if (process.env.KEEP_E2E_DATA) {
      console.log(`e2e data and server log kept in ${workDir}`);
    } else {
      rmSync(workDir, { recursive: true, force: true });
    }
  };
}
