import {
  categoryFits,
  OPERATION_CATEGORIES,
  type Operation,
  type OperationDirection,
} from '@kabinet/domain/operations';
import { NativeSelect } from '@mantine/core';

/** The categories that fit one direction as select options (a tax is never income). */
export const categoryOptions = (direction?: OperationDirection) =>
  OPERATION_CATEGORIES.filter((item) => !direction || categoryFits(item.code, direction)).map(
    (item) => ({
      value: item.code,
      label: item.name,
    }),
  );

/** One operation's category, changed in place by those who may. */
export function CategorySelect({
  operation,
  onChange,
  disabled,
}: {
  operation: Operation;
  onChange: (categoryCode: string) => void;
  disabled?: boolean;
}) {
  return (
    <NativeSelect
      size="xs"
      aria-label={`Категория операции № ${operation.number} от ${operation.date}`}
      data={categoryOptions(operation.direction)}
      value={operation.category_code}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
