import { COMPANY_DOCUMENT_UPLOAD } from '@kabinet/domain/files';
import type { OrderFile } from '@kabinet/domain/orders';
import { ORDER_STATUS } from '@kabinet/domain/orders';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { openStoredFile } from '../../platform/stored-file.ts';
import type { Storage } from '../../platform/storage.ts';
import { storedFileColumns, storeUpload } from '../../platform/uploads.ts';

import {
  fileBadType,
  fileMissing,
  orderFileNotFound,
  orderFinished,
  tooManyFiles,
} from './orders.errors.ts';
import type { OrdersActor } from './orders.policy.ts';
import * as repo from './orders.repository.ts';
import { serializeOrderFile } from './orders.serializers.ts';
import type { OrdersService } from './orders.service.ts';

/** The most files one order keeps. */
export const MAX_ORDER_FILES = 30;

/**
 * The files the client attaches to an order (the service's documents list is the
 * hint), through the Storage port; the type is detected from the bytes (PDF, Word, Excel, JPG,
 * PNG up to 20 MB, as company documents). A finished order takes no more files.
 */
export function createOrderFilesService(deps: {
  db: Db;
  clock: Clock;
  storage: Storage;
  orders: Pick<OrdersService, 'visibleOrder'>;
}) {
  const { db, storage } = deps;
  return { upload, download };

  async function upload(
    actor: OrdersActor,
    companyId: number,
    orderId: number,
    file: { filename: string; bytes: Buffer },
  ): Promise<OrderFile> {
    const order = await deps.orders.visibleOrder(actor, companyId, orderId);
    if (order.status === ORDER_STATUS.DONE || order.status === ORDER_STATUS.CANCELLED) {
      throw orderFinished();
    }
    if ((await repo.countFiles(db, order.id)) >= MAX_ORDER_FILES) throw tooManyFiles();
    const row = await storeUpload(
      storage,
      {
        file,
        accepted: COMPANY_DOCUMENT_UPLOAD.extensions,
        folder: `orders/${order.companyId}`,
        errors: { missing: fileMissing, badType: fileBadType },
      },
      (stored) =>
        repo.insertFile(db, {
          orderId: order.id,
          ...storedFileColumns(stored),
          uploadedBy: actor.id,
          createdAt: deps.clock.now(),
        }),
    );
    const files = await repo.listFiles(db, order.id);
    const mine = files.find((item) => item.file.id === row.id);
    return serializeOrderFile(order.companyId, mine ?? { file: row, uploaderName: null });
  }

  async function download(actor: OrdersActor, companyId: number, orderId: number, fileId: number) {
    const order = await deps.orders.visibleOrder(actor, companyId, orderId);
    const row = await repo.findFile(db, order.id, fileId);
    const file = row
      ? await openStoredFile(storage, row.storageKey, { name: row.name, mimeType: row.mimeType })
      : null;
    if (!file) throw orderFileNotFound();
    return file;
  }
}

export type OrderFilesService = ReturnType<typeof createOrderFilesService>;
