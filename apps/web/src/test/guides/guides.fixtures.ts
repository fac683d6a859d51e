import type { Guide, GuideCategory, GuideSummary } from '@kabinet/domain/guides';

/** The sections as GET /api/v1/guide-categories answers them. */
export const testCategories = (): GuideCategory[] => [
  { id: 1, slug: 'payments', title: 'Тариф и оплата', position: 20 },
  { id: 2, slug: 'taxes', title: 'Налоги и отчётность', position: 40 },
];

/** One article in a list; override what a test needs. */
export function testGuideSummary(overrides: Partial<GuideSummary> = {}): GuideSummary {
  return {
    id: 7,
    slug: 'nalogovyy-kalendar-i-otchety',
    title: 'Налоговый календарь и отчёты',
    summary: 'Когда сдавать декларацию и как подписать отчёт в кабинете.',
    category: 'taxes',
    category_title: 'Налоги и отчётность',
    status: 'published',
    published_at: '2026-11-01T09:00:00Z',
    updated_at: '2026-11-01T09:00:00Z',
    ...overrides,
  };
}

/** One article with its body, related articles and votes. */
export function testGuide(overrides: Partial<Guide> = {}): Guide {
  return {
    ...testGuideSummary(),
    body_markdown: '## Когда сдавать декларацию\n\nДекларацию по УСН сдают до **25 апреля**.',
    position: 50,
    related: [
      testGuideSummary({
        id: 2,
        slug: 'kak-oplatit-schet',
        title: 'Как оплатить счёт',
        summary: 'Онлайн или по реквизитам.',
        category: 'payments',
        category_title: 'Тариф и оплата',
      }),
    ],
    related_ids: [2],
    feedback: { helpful: 3, not_helpful: 1, my_vote: null },
    ...overrides,
  };
}
