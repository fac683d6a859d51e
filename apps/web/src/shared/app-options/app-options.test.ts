import { describe, expect, it } from 'vitest';

import { toOptionMap } from './app-options.ts';

describe('toOptionMap', () => {
  it('keys the option list by option_name', () => {
    expect(
      toOptionMap([
        { option_name: 'telegram_bot_link', value: 'https://t.me/kabinet_bot' },
        { option_name: 'analytics_counter_id', value: '' },
      ]),
    ).toEqual({ telegram_bot_link: 'https://t.me/kabinet_bot', analytics_counter_id: '' });
  });

  it('gives an empty map for no options and keeps the last of duplicates', () => {
    expect(toOptionMap([])).toEqual({});
    expect(
      toOptionMap([
        { option_name: 'support_phone', value: '1' },
        { option_name: 'support_phone', value: '2' },
      ]),
    ).toEqual({ support_phone: '2' });
  });
});
