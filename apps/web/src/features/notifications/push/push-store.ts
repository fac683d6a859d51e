import { create } from 'zustand';

import { logPushResult, type PushStartResult, type PushStatus } from './push-result.ts';
import { startPush, type StartPushArgs } from './start-push.ts';

interface PushState {
  status: PushStatus;
}

/** Client-only state: how push stands on this device (the bell offers to enable it). */
export const usePushStore = create<PushState>()(() => ({ status: 'idle' }));

let running: Promise<PushStartResult> | null = null;

/** Starts push once at a time and records the outcome (SPEC §8 messages logged). */
export function runPushStart(args: StartPushArgs): Promise<PushStartResult> {
  if (running) return running;
  usePushStore.setState({ status: 'starting' });
  running = startPush(args).then((result) => {
    running = null;
    logPushResult(result);
    usePushStore.setState({ status: result.status });
    return result;
  });
  return running;
}
