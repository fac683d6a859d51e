import type { GuideSummary } from '@kabinet/domain/guides';
import { guidePath } from '@kabinet/domain/guides';
import { Anchor, Badge, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** One article in a list: section, title (the link) and summary. */
export function GuideCard({
  guide,
  headingOrder = 2,
}: {
  guide: GuideSummary;
  headingOrder?: 2 | 3;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Stack gap={6}>
        <Badge variant="light" size="sm">
          {guide.category_title}
        </Badge>
        <Title order={headingOrder} size="h4">
          <Anchor component={Link} to={guidePath(guide.slug)} underline="hover">
            {guide.title}
          </Anchor>
        </Title>
        {guide.summary ? (
          <Text size="sm" c="dimmed">
            {guide.summary}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
