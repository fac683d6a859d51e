import type { Notification } from '@kabinet/domain/users';
import { describe, expect, it } from 'vitest';

import { notificationLink } from './model.ts';

const notice = (type: string, data: Record<string, unknown>) =>
  ({
    id: 'a',
    type,
    data,
    read_at: null,
    created_at: '2026-11-02T10:00:00Z',
  }) as unknown as Notification;

describe('where a notification leads', () => {
  it('opens a published management report', () => {
    expect(
      notificationLink(
        notice('MANAGEMENT_REPORT_PUBLISHED', { link: '/management-accounting/files?file=3' }),
      ),
    ).toBe('/management-accounting/files?file=3');
    expect(notificationLink(notice('MANAGEMENT_REPORT_PUBLISHED', {}))).toBe(
      '/management-accounting/files',
    );
  });

  it('opens the referral summary or payouts, never a path off the site', () => {
    expect(notificationLink(notice('REFERRAL', { link: '/referral/payouts' }))).toBe(
      '/referral/payouts',
    );
    expect(notificationLink(notice('REFERRAL', {}))).toBe('/referral/info');
    expect(notificationLink(notice('REFERRAL', { link: '//evil.example/x' }))).toBe(
      '/referral/info',
    );
  });
});
