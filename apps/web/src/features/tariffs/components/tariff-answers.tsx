import {
  isParamActive,
  paramLabel,
  PAY_MONTHS_COUNT_SLUG,
  type ParamValues,
  type Tariff,
  type TariffParam,
} from '@kabinet/domain/tariffs';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

import { DATE_CONNECT_SLUG, describeAnswer, TARIFF_ID_SLUG } from '../model.ts';

const SHOWN_ABOVE: readonly string[] = [TARIFF_ID_SLUG, DATE_CONNECT_SLUG, PAY_MONTHS_COUNT_SLUG];

interface TariffAnswersProps {
  /** Answers as connected (info.params). */
  answers: Readonly<Record<string, unknown>>;
  params: readonly TariffParam[];
  tariffs: readonly Tariff[];
}

/** The questionnaire as the company answered it, in wizard order, with Russian labels. */
export function TariffAnswers({ answers, params, tariffs }: TariffAnswersProps) {
  const names = Object.fromEntries(tariffs.map((tariff) => [String(tariff.id), tariff.name]));
  // Left out: params that did not count (their parent was «нет»), and the connection choices
  // the card above already shows (tariff, months, date).
  const known = params.filter(
    (param) =>
      param.slug in answers &&
      !SHOWN_ABOVE.includes(param.slug) &&
      isParamActive(param, params, answers as ParamValues),
  );
  const extra = Object.keys(answers).filter(
    (slug) => !SHOWN_ABOVE.includes(slug) && !params.some((p) => p.slug === slug),
  );
  const rows = [
    ...known.map((param) => ({ slug: param.slug, param })),
    ...extra.map((slug) => ({ slug, param: undefined })),
  ];
  if (rows.length === 0) return null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <Title order={2} size="h4" mb="md">
        Параметры тарифа
      </Title>
      <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        {rows.map(({ slug, param }) => (
          <Stack key={slug} gap={0}>
            <Text size="xs" c="dimmed">
              {paramLabel(slug)}
            </Text>
            <Text size="sm">{describeAnswer(param, answers[slug], names)}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
