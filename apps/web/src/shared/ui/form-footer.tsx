import { Button, Group } from '@mantine/core';

import { FormAlert } from './form-alert.tsx';

/** The end of a form: its error, then «Отмена» (when it can be left) and the submit button. */
export function FormFooter(props: {
  error: string | null;
  submitLabel: string;
  pending: boolean;
  onCancel?: (() => void) | undefined;
}) {
  return (
    <>
      <FormAlert message={props.error} />
      <Group justify="flex-end" gap="sm">
        {props.onCancel ? (
          <Button variant="default" onClick={props.onCancel}>
            Отмена
          </Button>
        ) : null}
        <Button type="submit" loading={props.pending}>
          {props.submitLabel}
        </Button>
      </Group>
    </>
  );
}
