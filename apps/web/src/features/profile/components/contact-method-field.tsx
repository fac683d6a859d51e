import { CONTACT_METHOD_OPTIONS } from '@kabinet/domain/profile';
import { Group, Radio, Text } from '@mantine/core';

import choiceClasses from '../../../shared/ui/choice-card.module.css';
import classes from './contact-method-field.module.css';

interface ContactMethodFieldProps {
  value?: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * «Способ связи» (SPEC §3: Телефон, Email, Чат). Card radios take their name from their text,
 * so «Email» here never shares a label with the «Email» text field.
 */
export function ContactMethodField({ value, onChange, error }: ContactMethodFieldProps) {
  return (
    <Radio.Group
      label="Способ связи"
      description="Как бухгалтеру удобнее связаться с вами"
      value={value ?? ''}
      onChange={onChange}
      error={error}
    >
      <Group gap="sm" mt="xs">
        {CONTACT_METHOD_OPTIONS.map((method) => (
          <Radio.Card
            key={method.value}
            value={method.value}
            radius="md"
            px="md"
            py="xs"
            w="auto"
            className={`${choiceClasses.card} ${classes.card}`}
          >
            <Group gap="xs" wrap="nowrap" justify="center">
              <Radio.Indicator size="sm" />
              <Text size="sm" fw={500}>
                {method.label}
              </Text>
            </Group>
          </Radio.Card>
        ))}
      </Group>
    </Radio.Group>
  );
}
