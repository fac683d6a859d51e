import { Button } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconDeviceFloppy } from '@tabler/icons-react';

import classes from './wizard-actions.module.css';

interface WizardActionsProps {
  isFirst: boolean;
  isLast: boolean;
  savingDraft: boolean;
  connecting: boolean;
  onBack: () => void;
  onNext: () => void;
  onDraft: () => void;
  onConnect: () => void;
}

/** «Назад», «Сохранить черновик» and «Далее» (on the last step «Подключить»). */
export function WizardActions(props: WizardActionsProps) {
  return (
    <div className={classes.actions}>
      <Button
        className={classes.back}
        variant="subtle"
        leftSection={<IconArrowLeft size={16} />}
        onClick={props.onBack}
        disabled={props.isFirst}
      >
        Назад
      </Button>
      <Button
        className={classes.draft}
        variant="default"
        leftSection={<IconDeviceFloppy size={16} />}
        onClick={props.onDraft}
        loading={props.savingDraft}
      >
        Сохранить черновик
      </Button>
      {props.isLast ? (
        <Button className={classes.primary} onClick={props.onConnect} loading={props.connecting}>
          Подключить
        </Button>
      ) : (
        <Button
          className={classes.primary}
          rightSection={<IconArrowRight size={16} />}
          onClick={props.onNext}
        >
          Далее
        </Button>
      )}
    </div>
  );
}
