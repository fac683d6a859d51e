import { Chip, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useGuideCategories, useGuides } from '../api.ts';
import { GuideCard } from '../components/guide-card.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/lib/search-debounce.ts';
import { QueryContent } from '../../../shared/ui/query-content.tsx';

/** /guides: the knowledge base — search as you type (word forms), sections, cards. */
export function GuidesPage() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [query] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const categories = useGuideCategories();
  const guides = useGuides({ query, category });

  return (
    <>
      <PageHeader
        title="База знаний"
        description="Ответы на частые вопросы: тариф, оплата, документы, налоги и работа в кабинете."
      />
      <TextInput
        maw={560}
        mb="md"
        type="search"
        label="Поиск по статьям"
        placeholder="Например, декларация"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Chip.Group multiple={false} value={category} onChange={setCategory}>
        <Group gap="xs" mb="lg" role="group" aria-label="Разделы">
          <Chip value="">Все разделы</Chip>
          {(categories.data ?? []).map((item) => (
            <Chip key={item.slug} value={item.slug}>
              {item.title}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <QueryContent query={guides} shape="cards">
        {(data) =>
          data.length === 0 ? (
            <Text c="dimmed" role="status">
              {query.trim() ? 'Ничего не нашлось. Попробуйте другие слова.' : 'Статей пока нет.'}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-live="polite">
              {data.map((guide) => (
                <GuideCard key={guide.id} guide={guide} />
              ))}
            </SimpleGrid>
          )
        }
      </QueryContent>
    </>
  );
}
