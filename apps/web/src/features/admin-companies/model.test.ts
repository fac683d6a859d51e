import { describe, expect, it } from 'vitest';

import { filtersFromParams, paramsWith } from './model.ts';

describe('admin companies filters in the URL', () => {
  it('reads the filters and ignores an unknown status or a broken page', () => {
    expect(filtersFromParams(new URLSearchParams('search=Ромашка&status=GONE&page=-2'))).toEqual({
      search: 'Ромашка',
      status: '',
      manager: '',
      page: 1,
    });
  });

  it('goes back to the first page when a filter changes', () => {
    const next = paramsWith(new URLSearchParams('page=3&status=ACTIVE'), { search: '7707' });
    expect(next.toString()).toBe('status=ACTIVE&search=7707');
  });

  it('drops empty values and keeps the open company', () => {
    const next = paramsWith(new URLSearchParams('status=BLOCKED'), { status: '', company: 12 });
    expect(next.toString()).toBe('company=12');
  });
});
