import { SETTINGS_SECTIONS, type SettingsSection } from '@kabinet/domain/settings';
import { Button, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconLoader2, IconRestore } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

import { useSettingsStore } from '../store.ts';
import { SettingControl } from './setting-control.tsx';

interface SettingsModalProps {
  opened: boolean;
  onClose: () => void;
  /**
   * Content of sections that other features fill (the app composes them, features do not import
   * each other), e.g. the notification preferences; shown where the section has no settings.
   */
  sections?: Partial<Record<SettingsSection, ReactNode>>;
}

function SaveStatus() {
  const dirty = useSettingsStore((state) => state.dirty);
  return (
    <Group gap={6} c="dimmed" aria-live="polite">
      {dirty ? <IconLoader2 size={16} /> : <IconCheck size={16} />}
      <Text size="sm">{dirty ? 'Сохраняем…' : 'Изменения сохранены'}</Text>
    </Group>
  );
}

function SectionPanel({ section, content }: { section: SettingsSection; content?: ReactNode }) {
  const settings = useSettingsStore((state) => state.settings);
  const errors = useSettingsStore((state) => state.errors);
  const update = useSettingsStore((state) => state.update);
  const reset = useSettingsStore((state) => state.reset);
  const items = settings.filter((setting) => setting.section === section);

  // SPEC §2: only «Оформление» has settings of its own; a section another feature fills
  // («Уведомления») shows that, the others exist without content.
  if (items.length === 0) {
    if (content) return content;
    return (
      <Text c="dimmed" py="md">
        Настройки этого раздела появятся позже.
      </Text>
    );
  }

  return (
    <Stack gap="lg">
      {items.map((setting) => (
        <SettingControl
          key={setting.slug}
          setting={setting}
          error={errors[setting.slug]}
          onChange={(value) => update(setting.slug, value)}
          onReset={() => reset({ slug: setting.slug })}
        />
      ))}
      <Group justify="flex-end">
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconRestore size={14} />}
          onClick={() => reset({ section })}
        >
          Сбросить раздел
        </Button>
      </Group>
    </Stack>
  );
}

/** SPEC §2/§4: the settings area, opened from the user menu. */
export function SettingsModal({ opened, onClose, sections }: SettingsModalProps) {
  const [section, setSection] = useState<SettingsSection>('appearance');
  const wide = useMediaQuery('(min-width: 37.5em)');
  const resetAll = useSettingsStore((state) => state.reset);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Настройки"
      size="xl"
      fullScreen={wide === false}
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 600 } }}
    >
      <Tabs
        value={section}
        onChange={(value) => value && setSection(value as SettingsSection)}
        orientation={wide ? 'vertical' : 'horizontal'}
        variant="pills"
        keepMounted={false}
      >
        <Tabs.List mb={wide ? 0 : 'md'} mr={wide ? 'lg' : 0} miw={wide ? 200 : undefined}>
          {SETTINGS_SECTIONS.map(({ id, title }) => (
            <Tabs.Tab key={id} value={id} styles={{ tabLabel: { textAlign: 'left' } }}>
              {title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SETTINGS_SECTIONS.map(({ id }) => (
          <Tabs.Panel key={id} value={id} style={{ minHeight: 180 }}>
            <SectionPanel section={id} content={sections?.[id]} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <Group
        justify="space-between"
        mt="xl"
        pt="md"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <SaveStatus />
        <Button variant="default" onClick={() => resetAll('all')}>
          Сбросить всё
        </Button>
      </Group>
    </Modal>
  );
}
