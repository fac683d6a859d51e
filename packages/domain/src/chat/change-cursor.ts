/**
 * ARCHITECTURE §3 change log: where a client stands in one conversation's changes. Every insert,
 * edit and delete of a message takes the next `change_seq` of its conversation, and the server
 * commits them in that order; live events may still arrive out of order, so the client counts a
 * change as held only when every change below it is held too.
 */
export interface ChangeCursor {
  /** Every change up to this one is applied: a catch-up asks for changes after it. */
  upTo: number;
  /** Changes above `upTo` already applied (events that overtook a missing one), ascending. */
  ahead: readonly number[];
}

/** A cursor at `upTo` (0: nothing held yet). */
export function startCursor(upTo = 0): ChangeCursor {
  return { upTo, ahead: [] };
}

function closeGaps(upTo: number, ahead: readonly number[]): ChangeCursor {
  let next = upTo;
  const rest = [...new Set(ahead)].filter((seq) => seq > next).sort((a, b) => a - b);
  while (rest[0] === next + 1) {
    next += 1;
    rest.shift();
  }
  return { upTo: next, ahead: rest };
}

/**
 * A change with this change_seq was applied (a live event, or a REST answer of one's own edit):
 * the cursor moves on when it is the next one, and otherwise remembers it until the gap closes.
 */
export function noteChange(
  cursor: ChangeCursor,
  changeSeq: number | null | undefined,
): ChangeCursor {
  if (changeSeq == null || changeSeq <= cursor.upTo || cursor.ahead.includes(changeSeq)) {
    return cursor;
  }
  return closeGaps(cursor.upTo, [...cursor.ahead, changeSeq]);
}

/**
 * A catch-up answer was applied: every change up to its `meta.last_change_seq` is held now
 * (changes that overtook it stay remembered).
 */
export function noteCaughtUp(cursor: ChangeCursor, lastChangeSeq: number): ChangeCursor {
  if (lastChangeSeq <= cursor.upTo) return cursor;
  return closeGaps(lastChangeSeq, cursor.ahead);
}

/** Some change below an applied one is missing: time to catch up rather than wait for it. */
export function hasChangeGap(cursor: ChangeCursor): boolean {
  return cursor.ahead.length > 0;
}
