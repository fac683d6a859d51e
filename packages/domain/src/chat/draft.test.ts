import { describe, expect, it } from 'vitest';

import {
  addFilesToDraft,
  cancelEdit,
  cancelReply,
  draftMode,
  emptyDraft,
  isDraftEmpty,
  removeFileFromDraft,
  startEdit,
  startReply,
  type Draft,
} from './draft.ts';

type FakeFile = { name: string; size: number };
const draft = (overrides: Partial<Draft<FakeFile>> = {}): Draft<FakeFile> => ({
  ...emptyDraft<FakeFile>(),
  ...overrides,
});
const question = { id: 41, text: 'Когда будет готова декларация по УСН?' };
const answer = { id: 42, text: 'Отправим до 25 числа.' };

describe('draft modes (SPEC §4: edit or reply, never both)', () => {
  it.each([
    { name: 'an empty draft', d: draft(), mode: 'new' },
    { name: 'a draft editing', d: draft({ draft_id: 42 }), mode: 'edit' },
    { name: 'a draft replying', d: draft({ reply_message_id: 41 }), mode: 'reply' },
  ])('calls $name «$mode»', ({ d, mode }) => {
    expect(draftMode(d)).toBe(mode);
  });

  it.each([
    { name: 'an empty draft', from: draft() },
    { name: 'a reply in progress', from: draft({ text: 'Уточню', reply_message_id: 41 }) },
    { name: 'another edit', from: draft({ text: 'старый текст', draft_id: 40 }) },
  ])('starting an edit from $name takes the message text and drops the reply', ({ from }) => {
    expect(startEdit(from, answer)).toEqual({
      text: 'Отправим до 25 числа.',
      files: [],
      draft_id: 42,
      reply_message_id: null,
    });
  });

  it('starting a reply keeps what is being written', () => {
    const from = draft({ text: 'Спасибо, ', files: [{ name: 'акт.pdf', size: 10 }] });
    expect(startReply(from, question)).toEqual({ ...from, reply_message_id: 41 });
  });

  it('starting a reply cancels an edit and its text', () => {
    const editing = startEdit(draft(), answer);
    expect(startReply(editing, question)).toEqual({
      text: '',
      files: [],
      draft_id: null,
      reply_message_id: 41,
    });
  });

  it.each([
    { name: 'edit then reply', steps: [startEdit, startReply] },
    { name: 'reply then edit', steps: [startReply, startEdit] },
    { name: 'edit, reply, edit', steps: [startEdit, startReply, startEdit] },
  ])('is never in both modes after $name', ({ steps }) => {
    const result = steps.reduce((d, step) => step(d, question), draft());
    expect(result.draft_id === null || result.reply_message_id === null).toBe(true);
  });

  it.each([
    { name: 'an edit', from: draft({ text: 'Отправим', draft_id: 42 }), expected: emptyDraft() },
    { name: 'no edit', from: draft({ text: 'Привет' }), expected: draft({ text: 'Привет' }) },
  ])('cancelling $name', ({ from, expected }) => {
    expect(cancelEdit(from)).toEqual(expected);
  });

  it('cancelling a reply keeps the text', () => {
    expect(cancelReply(draft({ text: 'Да', reply_message_id: 41 }))).toEqual(draft({ text: 'Да' }));
  });

  it.each([
    { d: draft(), empty: true },
    { d: draft({ text: '  \n' }), empty: true },
    { d: draft({ text: 'Добрый день' }), empty: false },
    { d: draft({ files: [{ name: 'акт.pdf', size: 1 }] }), empty: false },
  ])('calls «$d.text» with $d.files.length files empty: $empty', ({ d, empty }) => {
    expect(isDraftEmpty(d)).toBe(empty);
  });
});

describe('addFilesToDraft (SPEC §5 same-name rename)', () => {
  const NOW = 1_763_716_800_000;
  const f = (name: string): FakeFile => ({ name, size: 1 });

  it.each([
    { had: [], adding: ['акт.pdf'], names: ['акт.pdf'] },
    { had: ['акт.pdf'], adding: ['счёт.pdf'], names: ['акт.pdf', 'счёт.pdf'] },
    { had: ['акт.pdf'], adding: ['акт.pdf'], names: ['акт.pdf', `акт_${NOW}.pdf`] },
    { had: [], adding: ['акт.pdf', 'акт.pdf'], names: ['акт.pdf', `акт_${NOW}.pdf`] },
    {
      had: ['акт.pdf'],
      adding: ['акт.pdf', 'акт.pdf'],
      names: ['акт.pdf', `акт_${NOW}.pdf`, `акт_${NOW + 1}.pdf`],
    },
    { had: ['README'], adding: ['README'], names: ['README', `README_${NOW}`] },
    { had: ['.env'], adding: ['.env'], names: ['.env', `.env_${NOW}`] },
    {
      had: ['выписка.tar.gz'],
      adding: ['выписка.tar.gz'],
      names: ['выписка.tar.gz', `выписка.tar_${NOW}.gz`],
    },
    { had: ['Акт.pdf'], adding: ['акт.pdf'], names: ['Акт.pdf', 'акт.pdf'] },
  ])('adds $adding to $had as $names', ({ had, adding, names }) => {
    const result = addFilesToDraft(draft({ files: had.map(f) }), adding.map(f), NOW);
    expect(result.files.map((file) => file.name)).toEqual(names);
  });

  it('renames through the given function and leaves other files untouched', () => {
    class Upload {
      constructor(readonly name: string) {}
    }
    const kept = new Upload('счёт.pdf');
    const result = addFilesToDraft(
      { ...emptyDraft<Upload>(), files: [new Upload('акт.pdf')] },
      [new Upload('акт.pdf'), kept],
      NOW,
      (_file, name) => new Upload(name),
    );
    expect(result.files[1]).toBeInstanceOf(Upload);
    expect(result.files[1]?.name).toBe(`акт_${NOW}.pdf`);
    expect(result.files[2]).toBe(kept);
  });

  it('keeps the text and mode, and does not change the input draft', () => {
    const before = draft({ text: 'Документы', reply_message_id: 41, files: [f('акт.pdf')] });
    const result = addFilesToDraft(before, [f('акт.pdf')], NOW);
    expect(before.files).toHaveLength(1);
    expect(result).toMatchObject({ text: 'Документы', reply_message_id: 41 });
  });

  it('removes a file by position', () => {
    const d = draft({ files: [f('акт.pdf'), f('счёт.pdf'), f('договор.docx')] });
    expect(removeFileFromDraft(d, 1).files.map((x) => x.name)).toEqual(['акт.pdf', 'договор.docx']);
  });
});
