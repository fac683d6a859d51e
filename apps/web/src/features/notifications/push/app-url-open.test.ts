import type { URLOpenListenerEvent } from '@capacitor/app';
import { describe, expect, it, vi } from 'vitest';

import { appUrlPath, startAppUrlOpen, type AppUrlPlugin } from './app-url-open.ts';

/** A fake of Capacitor's App plugin: `open` plays the native side opening the app with a URL. */
function fakeAppPlugin() {
  const listeners: ((event: URLOpenListenerEvent) => void)[] = [];
  const plugin: AppUrlPlugin = {
    addListener: (_event, listener) => {
      listeners.push(listener);
      return Promise.resolve({ remove: () => Promise.resolve() });
    },
  };
  return { plugin, listeners, open: (url: string) => listeners.forEach((l) => l({ url })) };
}

describe('appUrlPath', () => {
  it.each([
    ['kabinet://chat-dialog/42', '/chat-dialog/42'],
    ['kabinet:///chat-dialog/42', '/chat-dialog/42'],
    ['kabinet:chat-dialog/42', '/chat-dialog/42'],
    ['kabinet://chat-dialog/42?from=push#last', '/chat-dialog/42?from=push#last'],
    ['kabinet://tasks', '/tasks'],
    ['kabinet://', '/'],
    ['kabinet:////evil.example/x', '/evil.example/x'],
  ])('opens %s at the in-app path %s', (url, path) => {
    expect(appUrlPath(url)).toBe(path);
  });

  it.each([
    ['another scheme', 'https://evil.example/chat-dialog/42'],
    ['a script', 'javascript:alert(1)'],
    ['a scheme that only starts the same', 'kabinetx://chat-dialog/42'],
    ['a user in the authority', 'kabinet://user@chat-dialog/42'],
    ['a port', 'kabinet://chat-dialog:8080/42'],
    ['a backslash', 'kabinet:///\\evil.example'],
    ['no URL at all', 'chat-dialog/42'],
  ])('opens nothing for %s', (_what, url) => {
    expect(appUrlPath(url)).toBeNull();
  });
});

describe('startAppUrlOpen', () => {
  it('does nothing in a browser, without loading the plugin', async () => {
    const loadPlugin = vi.fn();
    const handle = await startAppUrlOpen({
      onOpen: vi.fn(),
      platform: { platform: 'web', isNative: false },
      loadPlugin,
    });
    expect(handle).toBeNull();
    expect(loadPlugin).not.toHaveBeenCalled();
  });

  it.each(['android', 'ios'])('in the %s wrapper opens only safe in-app paths', async (name) => {
    const app = fakeAppPlugin();
    const onOpen = vi.fn();
    const handle = await startAppUrlOpen({
      onOpen,
      platform: { platform: name, isNative: true },
      loadPlugin: () => Promise.resolve(app.plugin),
    });
    expect(handle).not.toBeNull();
    expect(app.listeners).toHaveLength(1);

    app.open('kabinet://chat-dialog/7');
    app.open('https://evil.example/');
    app.open('kabinet://user@evil.example/');
    expect(onOpen.mock.calls).toEqual([['/chat-dialog/7']]);
  });

  it('never throws when the plugin cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handle = await startAppUrlOpen({
      onOpen: vi.fn(),
      platform: { platform: 'android', isNative: true },
      loadPlugin: () => Promise.reject(new Error('no plugin')),
    });
    expect(handle).toBeNull();
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
