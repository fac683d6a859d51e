import type { URLOpenListenerEvent } from '@capacitor/app';
import type { PluginListenerHandle } from '@capacitor/core';

import { currentPushPlatform, type PushPlatform } from './push-platform.ts';
import { safeAppPath } from './push-target.ts';

/**
 * The app's own URL scheme, registered by the native projects (Android's intent-filter, iOS's
 * CFBundleURLTypes): kabinet://chat-dialog/42 opens the conversation as a tapped push does.
 */
export const APP_URL_SCHEME = 'kabinet';

/** The part of Capacitor's App plugin used here; unit tests pass a fake one. */
export interface AppUrlPlugin {
  addListener(
    event: 'appUrlOpen',
    listener: (event: URLOpenListenerEvent) => void,
  ): Promise<PluginListenerHandle>;
}

/**
 * The in-app path a kabinet:// URL names (kabinet://chat-dialog/42?x=1 and
 * kabinet:///chat-dialog/42?x=1 both give /chat-dialog/42?x=1), or null: another scheme, a user,
 * password or port, a backslash or a control character never opens anything.
 */
export function appUrlPath(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== `${APP_URL_SCHEME}:`) return null;
  if (parsed.username || parsed.password || parsed.port) return null;
  // kabinet://chat-dialog/42 has the host «chat-dialog»; kabinet:///chat-dialog/42 has none.
  const { host, pathname, search, hash } = parsed;
  const rest = host ? `${host}${pathname}` : pathname.replace(/^\/+/, '');
  const full = `/${rest}${search}${hash}`;
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (/[\\\u0000-\u001f\u007f]/.test(full)) return null;
  return safeAppPath(full);
}

/** Opens the in-app path of every kabinet:// URL the app is opened with (the launch one too). */
export function listenForAppUrls(
  plugin: AppUrlPlugin,
  onOpen: (path: string) => void,
): Promise<PluginListenerHandle> {
  return plugin.addListener('appUrlOpen', ({ url }) => {
    const path = appUrlPath(url);
    if (path) onOpen(path);
  });
}

async function loadAppPlugin(): Promise<AppUrlPlugin> {
  const { App } = await import('@capacitor/app');
  return App;
}

export interface StartAppUrlOpenArgs {
  /** Opens an app path (the router's navigate). */
  onOpen: (path: string) => void;
  /** The environment; the real one when left out (tests pass theirs). */
  platform?: PushPlatform;
  loadPlugin?: () => Promise<AppUrlPlugin>;
}

/**
 * Started once by main.tsx, signed in or not (a signed-out user is led to login and back): only
 * in the Android and iOS wrappers, where @capacitor/app is loaded; a browser never loads it.
 * Never throws; null when nothing listens.
 */
export async function startAppUrlOpen({
  onOpen,
  platform = currentPushPlatform(),
  loadPlugin = loadAppPlugin,
}: StartAppUrlOpenArgs): Promise<PluginListenerHandle | null> {
  if (!platform.isNative) return null;
  try {
    return await listenForAppUrls(await loadPlugin(), onOpen);
  } catch (error) {
    console.error('kabinet:// links are not handled', error);
    return null;
  }
}
