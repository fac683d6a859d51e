export { guideImageMarkdown, guidePath, isGuideId } from './guide-paths.ts';
export { GUIDE_STATUS_NAMES, GUIDE_STATUSES, type GuideStatus } from './guide-statuses.ts';
export {
  GUIDE_SLUG_PATTERN,
  guideBodySchema,
  guideCategorySchema,
  guideFeedbackBodySchema,
  guideFeedbackSchema,
  guideImageSchema,
  guideListQuerySchema,
  guideSchema,
  guideSummarySchema,
  MAX_GUIDE_BODY,
  MAX_RELATED_GUIDES,
  type Guide,
  type GuideBody,
  type GuideBodyParsed,
  type GuideCategory,
  type GuideFeedback,
  type GuideImage,
  type GuideSummary,
} from './guides.schemas.ts';
export { guideLink, type GuideLink } from './guide-links.ts';
