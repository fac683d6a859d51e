import { matchTemplates, templateQueryOf, type ReplyTemplate } from '@kabinet/domain/chat';
import { Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';

/** The shortest list shown at once: the picker scrolls beyond it. */
const VISIBLE = 6;

/**
 * «/» at the start of the composer offers the saved replies matching what follows;
 * arrows move, Enter or Tab inserts, Esc closes. Returns the matches, the highlighted one and a
 * key handler that tells whether it took the key (so the composer does not send).
 */
export function useTemplatePicker(
  templates: readonly ReplyTemplate[],
  text: string,
  insert: (text: string) => void,
) {
  const [active, setActive] = useState(0);
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const query = templateQueryOf(text);
  const matches = query === null || closedFor === text ? [] : matchTemplates(templates, query);
  const current = Math.min(active, Math.max(0, matches.length - 1));

  const choose = (template: ReplyTemplate) => {
    insert(template.text);
    setActive(0);
  };
  const onKeyDown = (event: KeyboardEvent): boolean => {
    if (matches.length === 0) return false;
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    const move = moves[event.key];
    if (move !== undefined) setActive((current + move + matches.length) % matches.length);
    else if (event.key === 'Enter' || event.key === 'Tab') choose(matches[current]!);
    else if (event.key === 'Escape') setClosedFor(text);
    else return false;
    event.preventDefault();
    return true;
  };
  return { matches, active: current, choose, onKeyDown };
}

interface TemplatePickerProps {
  matches: ReplyTemplate[];
  active: number;
  onChoose: (template: ReplyTemplate) => void;
}

/** The list of matching saved replies above the composer. */
export function TemplatePicker({ matches, active, onChoose }: TemplatePickerProps) {
  if (matches.length === 0) return null;
  return (
    <Paper
      withBorder
      shadow="sm"
      radius="md"
      p={4}
      mah={VISIBLE * 56}
      style={{ overflowY: 'auto' }}
    >
      <Stack gap={2} role="listbox" aria-label="Шаблоны ответов">
        {matches.map((template, index) => (
          <UnstyledButton
            key={template.id}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(template)}
            px="xs"
            py={4}
            style={{
              borderRadius: 'var(--mantine-radius-sm)',
              background: index === active ? 'var(--mantine-color-default-hover)' : undefined,
            }}
          >
            <Text size="sm" fw={600} truncate="end">
              {template.title}
              {template.shared ? (
                <Text span size="xs" c="dimmed" fw={400}>
                  {' '}
                  · общий
                </Text>
              ) : null}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {template.text}
            </Text>
          </UnstyledButton>
        ))}
      </Stack>
    </Paper>
  );
}
