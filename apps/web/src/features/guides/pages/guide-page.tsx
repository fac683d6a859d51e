import type { Guide } from '@kabinet/domain/guides';
import { Anchor, Badge, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';

import { describeError } from '../../../shared/lib/error-message.ts';
import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useGuide, useGuideVote } from '../api.ts';
import { GuideCard } from '../components/guide-card.tsx';
import { GuideFeedback } from '../components/guide-feedback.tsx';
import { GuideMarkdown } from '../components/guide-markdown.tsx';

/** /guides/:id (id or slug): the article, «Полезно?» and related articles. */
export function GuidePage() {
  const { id = '' } = useParams();
  const guide = useGuide(id);
  return (
    <QueryContent
      query={guide}
      shape="detail"
      renderError={(error) => (
        <Stack>
          <PageHeader title="Статья не найдена" />
          <FormAlert message={describeError(error)} />
          <BackToGuides />
        </Stack>
      )}
    >
      {(article) => <GuideArticle article={article} voteKey={id} />}
    </QueryContent>
  );
}

function BackToGuides() {
  return (
    <Anchor component={Link} to="/guides" size="sm">
      <IconArrowLeft size={14} aria-hidden /> Все статьи
    </Anchor>
  );
}

function GuideArticle({ article, voteKey }: { article: Guide; voteKey: string }) {
  const vote = useGuideVote(voteKey);
  return (
    <Stack gap="md" maw={820}>
      <BackToGuides />
      <Badge variant="light">{article.category_title}</Badge>
      <PageHeader title={article.title} description={article.summary} />
      <GuideMarkdown source={article.body_markdown} />
      <GuideFeedback
        feedback={article.feedback}
        pending={vote.isPending}
        onVote={(helpful) =>
          vote.mutate({ id: article.id, helpful }, { onError: (error) => showErrorToast(error) })
        }
      />
      {article.related.length > 0 ? (
        <section aria-labelledby="related-guides">
          <Title order={2} size="h3" id="related-guides" mt="lg" mb="sm">
            Читайте также
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {article.related.map((item) => (
              <GuideCard key={item.id} guide={item} headingOrder={3} />
            ))}
          </SimpleGrid>
        </section>
      ) : null}
    </Stack>
  );
}
