import type { Db } from '../../db/client.ts';

import { upsertAppOptions } from './app-settings.repository.ts';

/** SPEC §1/§3 Options seeded for GET /api/v1/app-settings. */
const DEMO_APP_OPTIONS = [
  { optionName: 'telegram_bot_link', value: 'https://t.me/kabinet_demo_bot' },
  { optionName: 'support_phone', value: '+7 (800) 000-00-00' },
  { optionName: 'support_email', value: 'support@kabinet.demo' },
  { optionName: 'analytics_counter_id', value: '' },
];

/** The demo's app options (support contacts, the Telegram bot link). */
export async function seedDemoAppSettings(db: Db): Promise<void> {
  await upsertAppOptions(db, DEMO_APP_OPTIONS);
}
