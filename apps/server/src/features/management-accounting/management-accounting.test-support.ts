import type { MonthlyCategorySum } from '@kabinet/domain/analytics';

import type { OperationsFigures } from './management-accounting.events.ts';

/** One bank operation as the in-memory port keeps it. */
export type TestOperation = {
  companyId: number;
  date: string;
  direction: 'in' | 'out';
  category: string;
  kopecks: number;
  counterparty: string;
  inn: string | null;
};

/**
 * The OperationsFigures port over a list of operations, summed the way the operations feature
 * promises to (inclusive dates, positive kopecks, month 'YYYY-MM'); the opening balance is
 * `opening` plus everything before the day.
 */
export function inMemoryOperations(operations: TestOperation[], opening = 0): OperationsFigures {
  const within = (companyId: number, from: string, to: string) =>
    operations.filter((op) => op.companyId === companyId && op.date >= from && op.date <= to);
  return {
    monthlyByCategory: (companyId, from, to) => {
      const sums = new Map<string, MonthlyCategorySum>();
      for (const op of within(companyId, from, to)) {
        const key = `${op.date.slice(0, 7)}|${op.direction}|${op.category}`;
        const row = sums.get(key) ?? {
          month: op.date.slice(0, 7),
          direction: op.direction,
          category: op.category,
          kopecks: 0,
          count: 0,
        };
        row.kopecks += op.kopecks;
        row.count += 1;
        sums.set(key, row);
      }
      return Promise.resolve([...sums.values()]);
    },
    topCounterparties: (companyId, from, to, direction, limit) => {
      const sums = new Map<
        string,
        { name: string; inn: string | null; kopecks: number; count: number }
      >();
      for (const op of within(companyId, from, to).filter((item) => item.direction === direction)) {
        const row = sums.get(op.counterparty) ?? {
          name: op.counterparty,
          inn: op.inn,
          kopecks: 0,
          count: 0,
        };
        row.kopecks += op.kopecks;
        row.count += 1;
        sums.set(op.counterparty, row);
      }
      return Promise.resolve(
        [...sums.values()].sort((a, b) => b.kopecks - a.kopecks).slice(0, limit),
      );
    },
    balanceAt: (companyId, date) =>
      Promise.resolve(
        operations
          .filter((op) => op.companyId === companyId && op.date < date)
          .reduce((sum, op) => sum + (op.direction === 'in' ? op.kopecks : -op.kopecks), opening),
      ),
  };
}

/** A multipart/form-data body with text fields and one file, for app.inject. */
export function multipartUpload(
  fields: Record<string, string>,
  file: { name: string; type: string; bytes: Buffer } | null,
) {
  const boundary = '----kabinetManagementBoundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
