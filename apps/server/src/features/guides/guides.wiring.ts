import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Storage } from '../../platform/storage.ts';

import { createGuidesAdminService } from './guides-admin.service.ts';
import { createGuideImagesService } from './guides-images.service.ts';
import { createGuidesService } from './guides.service.ts';

/** The knowledge base's services — reading and votes, its admin, its pictures. */
export function wireGuides(deps: { db: Db; clock: Clock; storage: Storage }) {
  const guides = createGuidesService(deps);
  return {
    guides,
    guidesAdmin: createGuidesAdminService({ ...deps, guides }),
    guideImages: createGuideImagesService(deps),
  };
}
