/**
 * SPEC §3/§4 Conversation.draft_message on the client: text, files (browser files until sent),
 * draft_id (the message being edited) and reply_message_id (the message answered). At most one
 * of draft_id and reply_message_id is set.
 */
export interface Draft<F extends { name: string } = { name: string }> {
  text: string;
  files: F[];
  draft_id: number | null;
  reply_message_id: number | null;
}

/** What a draft is doing now (SPEC §4: edit mode or reply mode, never both). */
export type DraftMode = 'new' | 'edit' | 'reply';

/** A message a draft can edit or answer: a saved one, with its numeric id. */
export interface DraftTarget {
  id: number;
  text: string;
}

/** An empty draft: no text, no files, neither editing nor replying. */
export function emptyDraft<F extends { name: string } = { name: string }>(): Draft<F> {
  return { text: '', files: [], draft_id: null, reply_message_id: null };
}

/** SPEC §4: the mode of a draft — 'edit' while draft_id is set, 'reply' while replying. */
export function draftMode(draft: Draft<{ name: string }>): DraftMode {
  if (draft.draft_id !== null) return 'edit';
  return draft.reply_message_id !== null ? 'reply' : 'new';
}

/** Whether a draft has nothing to send or keep (blank text and no files). */
export function isDraftEmpty(draft: Draft<{ name: string }>): boolean {
  return draft.text.trim() === '' && draft.files.length === 0;
}

/**
 * SPEC §4 Draft: start editing `message` — the composer takes its text, draft_id becomes its id
 * and a reply in progress is cancelled (never both modes). Files added to the draft are dropped,
 * since an edit changes the text only.
 */
export function startEdit<F extends { name: string }>(
  _draft: Draft<F>,
  message: DraftTarget,
): Draft<F> {
  return { text: message.text, files: [], draft_id: message.id, reply_message_id: null };
}

/**
 * SPEC §4 Draft: cancel editing — the edited text is discarded and the composer is empty again.
 * A draft that is not editing is returned as it is.
 */
export function cancelEdit<F extends { name: string }>(draft: Draft<F>): Draft<F> {
  return draft.draft_id === null ? draft : emptyDraft<F>();
}

/**
 * SPEC §4 Draft: start replying to `message`. An edit in progress is cancelled first (its text
 * belonged to the edited message); text and files being written are kept.
 */
export function startReply<F extends { name: string }>(
  draft: Draft<F>,
  message: DraftTarget,
): Draft<F> {
  const base = cancelEdit(draft);
  return { ...base, draft_id: null, reply_message_id: message.id };
}

/** SPEC §4 Draft: stop replying; the text and files stay. */
export function cancelReply<F extends { name: string }>(draft: Draft<F>): Draft<F> {
  return draft.reply_message_id === null ? draft : { ...draft, reply_message_id: null };
}

/** Splits «акт.pdf» into «акт» and «.pdf»; a leading dot («.env») is part of the base. */
function splitExtension(name: string): [string, string] {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? [name, ''] : [name.slice(0, dot), name.slice(dot)];
}

/** Renames a plain object file; browser `File`s need their own `rename` (a new File). */
function renameByCopy<F extends { name: string }>(file: F, name: string): F {
  return { ...file, name };
}

/**
 * SPEC §5: add files to a draft; a file whose name is already in the draft (or earlier in the
 * same batch) is renamed by appending «_» and the timestamp `now` before the extension —
 * «акт.pdf» → «акт_1763716800000.pdf». Should that name be taken too, the timestamp is counted
 * up by one until it is free. `rename` makes the renamed file (for a browser File:
 * `(f, name) => new File([f], name, { type: f.type })`); by default the object is copied.
 */
export function addFilesToDraft<F extends { name: string }>(
  draft: Draft<F>,
  files: readonly F[],
  now: number,
  rename: (file: F, name: string) => F = renameByCopy,
): Draft<F> {
  const taken = new Set(draft.files.map((file) => file.name));
  const added = files.map((file) => {
    let name = file.name;
    if (taken.has(name)) {
      const [base, ext] = splitExtension(name);
      let stamp = now;
      name = `${base}_${stamp}${ext}`;
      while (taken.has(name)) {
        stamp += 1;
        name = `${base}_${stamp}${ext}`;
      }
    }
    taken.add(name);
    return name === file.name ? file : rename(file, name);
  });
  return { ...draft, files: [...draft.files, ...added] };
}

/** Removes the file at `index` from a draft (other files keep their order). */
export function removeFileFromDraft<F extends { name: string }>(
  draft: Draft<F>,
  index: number,
): Draft<F> {
  return { ...draft, files: draft.files.filter((_, i) => i !== index) };
}
