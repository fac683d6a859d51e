import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useDraftFilesStore, useDraftsStore } from './store.ts';
import { useConversationDraft } from './use-draft.ts';

afterEach(() => {
  useDraftsStore.setState({ drafts: {} });
  useDraftFilesStore.setState({ files: {} });
});

const file = (name: string, size: number) => {
  const made = new File(['x'], name);
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('adding files to a draft', () => {
  it('refuses a file of another type or over 20 MB, naming what may be attached', () => {
    const { result } = renderHook(() => useConversationDraft(7));
    let problems: string[] = [];
    act(() => {
      problems = result.current.addFiles([
        file('Счёт.pdf', 2048),
        file('Вирус.exe', 2048),
        file('Видео с встречи.mp4', 21 * 1024 * 1024),
      ]);
    });
    expect(result.current.draft.files.map((f) => f.name)).toEqual(['Счёт.pdf']);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^Вирус\.exe: Этот тип файла не поддерживается\. Можно прикрепить/);
    expect(problems[1]).toMatch(/^Видео с встречи\.mp4: Файл больше 20 МБ\. Можно прикрепить/);
    for (const problem of problems) {
      expect(problem).toContain('документы (Word, PDF, Excel)');
      expect(problem).toContain('до 20 МБ каждый');
    }
  });
});
