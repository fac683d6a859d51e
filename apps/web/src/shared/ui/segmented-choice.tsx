import { useId } from 'react';

import classes from './segmented-choice.module.css';

export interface SegmentedChoiceItem {
  value: string;
  label: string;
}

/**
 * A segmented control made of native radios and CSS alone. Mantine's SegmentedControl
 * measures its options to slide its indicator, and that measurement forced a style and layout
 * pass inside the wizard's first commit on a phone (~20 ms, ×4 under Lighthouse). Same roles
 * (a radiogroup of named radios), same keys (arrows choose), no animation to wait for.
 */
export function SegmentedChoice({
  data,
  value,
  onChange,
  labelledBy,
}: {
  data: readonly SegmentedChoiceItem[];
  value: string;
  onChange: (value: string) => void;
  /** The id of the visible label naming the group. */
  labelledBy: string;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={classes.root}>
      {data.map((item) => (
        <label key={item.value} className={classes.item}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={item.value}
            checked={item.value === value}
            onChange={() => onChange(item.value)}
          />
          <span className={classes.label}>{item.label}</span>
        </label>
      ))}
    </div>
  );
}
