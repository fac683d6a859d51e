import { describe, expect, it } from 'vitest';

import { guideLink } from './guide-links.ts';

describe('guideLink', () => {
  it.each([
    ['/payment', { kind: 'internal', href: '/payment' }],
    ['guides/usn?x=a:b#c', { kind: 'internal', href: 'guides/usn?x=a:b#c' }],
    ['#налоги', { kind: 'internal', href: '#налоги' }],
    [' https://www.nalog.gov.ru ', { kind: 'external', href: 'https://www.nalog.gov.ru' }],
    ['HTTP://nalog.ru/x', { kind: 'external', href: 'HTTP://nalog.ru/x' }],
    ['mailto:help@kabinet.ru', { kind: 'mail', href: 'mailto:help@kabinet.ru' }],
  ])('%j is %j', (url, expected) => {
    expect(guideLink(url)).toEqual(expected);
  });

  it.each([
    ['protocol-relative', '//evil.example/вход'],
    ['slash and backslash', '/\\evil.example/вход'],
    ['two backslashes', '\\\\evil.example/вход'],
    ['backslash after the scheme', 'https:\\\\evil.example'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a newline inside', '/\n/evil.example'],
    ['no host after http', 'http:evil.example'],
    ['three slashes', 'https:///evil.example'],
    ['javascript', 'javascript:alert(1)'],
    ['javascript with a control character first', '\u0001javascript:alert(1)'],
    ['javascript broken by a newline', 'java\nscript:alert(1)'],
    ['data', 'data:image/svg+xml,<svg/onload=alert(1)>'],
    ['vbscript', 'VBScript:msgbox(1)'],
    ['file', 'file:///etc/passwd'],
    ['an empty mailto', 'mailto:'],
    ['empty', '  '],
  ])('refuses %s (%j)', (_label, url) => {
    expect(guideLink(url)).toBeNull();
  });
});
