import { describe, expect, it } from 'vitest';

import { isTelegramStartToken, telegramAccountLabel, telegramStartLink } from './telegram-link.ts';

describe('Telegram linking rules', () => {
  it('accepts only start payloads Telegram can carry and long enough to be guessed by no one', () => {
    expect(isTelegramStartToken('a'.repeat(32))).toBe(true);
    expect(isTelegramStartToken('Ab_-9'.repeat(8))).toBe(true);
    expect(isTelegramStartToken('short')).toBe(false);
    expect(isTelegramStartToken(`${'a'.repeat(31)}!`)).toBe(false);
    expect(isTelegramStartToken('a'.repeat(65))).toBe(false);
  });

  it('builds the deep link of the bot and names the account', () => {
    expect(telegramStartLink('kabinet_bot', 'abc')).toBe('https://t.me/kabinet_bot?start=abc');
    expect(telegramAccountLabel('ivanov')).toBe('@ivanov');
    expect(telegramAccountLabel('')).toBe('Telegram');
  });
});
