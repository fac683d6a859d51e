import { readFileSync } from 'node:fs';

import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../test/render.tsx';
import { useDraftFilesStore, useDraftsStore } from '../store.ts';
import { conversation, maria, message } from '../../../test/chat/test-data.ts';
import { withBrowserLayout } from '../../../test/chat/test-layout.ts';
import { TestMessageList } from '../../../test/chat/test-message-list.tsx';
import { useConversationDraft } from '../use-draft.ts';
import { ConversationHeader } from './conversation-header.tsx';
import { MessageComposer } from './message-composer.tsx';

withBrowserLayout();

// The stylesheet as written (tests run without CSS): what a phone's browser would apply.
const css = readFileSync(`${import.meta.dirname}/chat.module.css`, 'utf8');

beforeEach(() => {
  useDraftsStore.setState({ drafts: {} });
  useDraftFilesStore.setState({ files: {} });
});

/** The body of the first CSS rule whose selector is exactly `selector`. */
function ruleBody(selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|\\n)\\s*${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
}

const isTouchTarget = (element: HTMLElement) => expect(element.className).toMatch(/touchTarget/);

function Composer() {
  const draft = useConversationDraft(7);
  return (
    <MessageComposer
      draft={draft}
      target={undefined}
      onSubmit={() => undefined}
      onTyping={() => undefined}
      onFiles={() => undefined}
    />
  );
}

describe('chat buttons on a phone', () => {
  it('makes every chat button at least 44×44 px on touch screens and phones', () => {
    const touch = /@media \(pointer: coarse\), \(max-width: 37\.5em\) \{([\s\S]*?)\n\}/.exec(css);
    const body = touch?.[1] ?? '';
    expect(body).toMatch(/\.touchTarget\.touchTarget \{/);
    expect(body).toMatch(/min-width: 44px;/);
    expect(body).toMatch(/min-height: 44px;/);
    expect(body).toMatch(/--ai-size: 44px;/);
  });

  it('gives the message actions, attach, send and the header buttons that size', async () => {
    renderWithProviders(
      <>
        <ConversationHeader
          conversation={conversation()}
          others={[maria]}
          onlineIds={new Set()}
          typing={null}
          showBack
          listPath="/chat"
          onOpenParticipants={() => undefined}
        />
        <TestMessageList messages={[message({ id: 100, text: 'Пришлите акт' })]} />
        <Composer />
      </>,
    );
    isTouchTarget(await screen.findByRole('button', { name: 'Действия с сообщением' }));
    isTouchTarget(screen.getByRole('button', { name: 'Прикрепить файлы' }));
    isTouchTarget(screen.getByRole('button', { name: 'Отправить' }));
    isTouchTarget(screen.getByRole('button', { name: 'Участники' }));
    isTouchTarget(screen.getByRole('link', { name: 'К списку диалогов' }));
  });
});

describe('the own-message menu', () => {
  it('sits right beside its bubble: the bubble has no auto margin pushing it away', async () => {
    renderWithProviders(
      <TestMessageList messages={[message({ id: 100, text: 'Пришлите акт' })]} />,
    );
    const bubble = await screen.findByTestId('message');
    const row = bubble.parentElement as HTMLElement;
    expect(bubble.nextElementSibling).toBe(
      within(row).getByRole('button', { name: 'Действия с сообщением' }),
    );
    for (const selector of ['.own', '.other', '.bubble']) {
      expect(ruleBody(selector)).not.toMatch(/margin(-left|-right)?:[^;]*auto/);
    }
  });
});
