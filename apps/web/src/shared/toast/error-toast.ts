import { describeError } from '../lib/error-message.ts';
import { showToast } from './toast-store.ts';

/**
 * SPEC §8: the one way to tell the user that a call failed — a negative toast with
 * `describeError`'s Russian sentence (the server's message, the 429 wait, or a plain fallback).
 */
export function showErrorToast(error: unknown): void {
  showToast({ type: 'negative', message: describeError(error) });
}
