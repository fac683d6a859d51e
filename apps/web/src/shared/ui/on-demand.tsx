import {
  type ReactElement,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';

/** What the plain trigger needs: its ref (to pass the focus on) and the handlers that load. */
export interface OnDemandTrigger {
  ref: RefObject<HTMLButtonElement | null>;
  onPointerEnter: () => void;
  onFocus: () => void;
  onPointerDown: () => void;
  onClick: () => void;
}

/** How the loaded control starts: with the focus on its trigger, open (it was clicked). */
export interface OnDemandStart {
  focus: boolean;
  open: boolean;
}

interface Loaded<M> {
  module: M;
  start: OnDemandStart;
}

interface OnDemandProps<M> {
  load: () => Promise<M>;
  /** The trigger alone, shown until the code arrives; the handlers go on the button. */
  trigger: (trigger: OnDemandTrigger) => ReactElement;
  /** The loaded control (a Menu or Popover around the same trigger). */
  children: (module: M, start: OnDemandStart) => ReactNode;
}

/**
 * A header control whose Menu or Popover (floating-ui, focus trap, portal) loads when
 * the pointer comes over its button, the button gets the focus or is clicked — every signed-in
 * page shows these buttons, few pages see them opened. Until then the button alone renders; the
 * loaded control takes over with the focus where it was and, after a click, opens.
 */
export function OnDemand<M>({ load, trigger, children }: OnDemandProps<M>) {
  const [loaded, setLoaded] = useState<Loaded<M> | null>(null);
  const ref = useRef<HTMLButtonElement | null>(null);
  const requested = useRef(false);
  const clicked = useRef(false);

  const start = () => {
    if (requested.current) return;
    requested.current = true;
    void load().then(
      (module) =>
        setLoaded({
          module,
          start: { focus: document.activeElement === ref.current, open: clicked.current },
        }),
      () => {
        // Offline or a new release: the next hover or click tries again.
        requested.current = false;
      },
    );
  };

  // A press counts from pointerdown: if the code arrives between the button's down and up, the
  // click lands on neither button, and the loaded control opens by itself.
  const press = () => {
    clicked.current = true;
    start();
  };
  if (loaded) return children(loaded.module, loaded.start);
  return trigger({
    ref,
    onPointerEnter: start,
    onFocus: start,
    onPointerDown: press,
    onClick: press,
  });
}

/**
 * For the loaded control: the trigger's ref. It takes the focus back to its trigger if the plain
 * one had it, and calls `open` a render after mounting when the trigger was clicked before the
 * code arrived (mounted closed first, Mantine's focus return knows the trigger, as in LazyDialog).
 */
export function useOnDemandStart(start: OnDemandStart, open: () => void) {
  const ref = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (start.focus) ref.current?.focus();
    if (start.open) open();
    // Only at mount: `start` says how the control was first wanted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

/** useOnDemandStart with the control's own `opened` state. */
export function useOnDemandOpened(start: OnDemandStart) {
  const [opened, setOpened] = useState(false);
  const ref = useOnDemandStart(start, () => setOpened(true));
  return { opened, setOpened, ref };
}
