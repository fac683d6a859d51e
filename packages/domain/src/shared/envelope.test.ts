import { describe, expect, it } from 'vitest';
import * as z from 'zod';

import { dataEnvelope, errorBodySchema, paginatedEnvelope } from './envelope.ts';
import { hasMorePages } from './has-more-pages.ts';

const companySchema = z.object({ id: z.number(), name: z.string() });

describe('dataEnvelope', () => {
  it('reads a company wrapped in data', () => {
    const body = { data: { id: 1, name: 'ООО «Ромашка»' } };
    expect(dataEnvelope(companySchema).parse(body)).toEqual(body);
  });

  it('refuses an answer without data', () => {
    expect(dataEnvelope(companySchema).safeParse({ id: 1 }).success).toBe(false);
  });
});

describe('paginatedEnvelope', () => {
  const page = {
    data: [{ id: 1, name: 'ООО «Ромашка»' }],
    meta: { current_page: 1, last_page: 3, per_page: 15, total: 31, path: '/api/v1/companies' },
    links: {
      first: '/api/v1/companies?page=1',
      last: '/api/v1/companies?page=3',
      prev: null,
      next: '/api/v1/companies?page=2',
    },
  };

  it('reads a Laravel page and drops fields it does not know', () => {
    const parsed = paginatedEnvelope(companySchema).parse(page);
    expect(parsed.meta).toEqual({ current_page: 1, last_page: 3, per_page: 15, total: 31 });
    expect(parsed.links.prev).toBeNull();
  });

  it('refuses a page without meta', () => {
    expect(
      paginatedEnvelope(companySchema).safeParse({ data: [], links: page.links }).success,
    ).toBe(false);
  });
});

describe('errorBodySchema', () => {
  it.each([
    { body: { message: 'Компания не найдена' }, ok: true },
    { body: { message: 'Ошибка проверки', errors: { inn: ['Неверный ИНН'] } }, ok: true },
    { body: { errors: { inn: ['Неверный ИНН'] } }, ok: false },
    { body: { message: 'Ошибка', errors: { inn: 'Неверный ИНН' } }, ok: false },
  ])('accepts $body: $ok', ({ body, ok }) => {
    expect(errorBodySchema.safeParse(body).success).toBe(ok);
  });
});

describe('hasMorePages', () => {
  it.each([
    { current_page: 1, last_page: 3, expected: true },
    { current_page: 3, last_page: 3, expected: false },
    { current_page: 1, last_page: 1, expected: false },
  ])('on page $current_page of $last_page says $expected', ({ expected, ...meta }) => {
    expect(hasMorePages(meta)).toBe(expected);
  });
});
