// A tooltip whose machinery (the design kit's tooltip, on Base UI) loads on the first hover,
// keyboard focus or long press instead of with the first paint (issue 15). Like the kit's Tooltip
// it gives the child the title as its accessible name (unless the child names itself); it opens
// after MUI's delays and closes on leaving, blur or Escape. The child is never re-wrapped, so loading
// the bubble does not remount it or take its focus.
import {
  cloneElement,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type TouchEvent,
} from 'react';
import type { AnchoredTooltipProps } from '../ui/tooltip';

/** MUI Tooltip's defaults: enterDelay, enterTouchDelay and leaveTouchDelay. */
const ENTER_DELAY_MS = 100;
const ENTER_TOUCH_DELAY_MS = 700;
const LEAVE_TOUCH_DELAY_MS = 1500;

type Bubble = ComponentType<AnchoredTooltipProps>;
let bubbleLoad: Promise<Bubble> | undefined;
let loadedBubble: Bubble | undefined;

function loadBubble(): Promise<Bubble> {
  bubbleLoad ??= import('./tooltip-bubble').then((module) => (loadedBubble = module.TooltipBubble));
  return bubbleLoad;
}

type Handler<E> = ((event: E) => void) | undefined;
interface TriggerProps {
  'aria-label'?: string;
  onMouseOver?: Handler<MouseEvent<HTMLElement>>;
  onMouseLeave?: Handler<MouseEvent<HTMLElement>>;
  onFocus?: Handler<FocusEvent<HTMLElement>>;
  onBlur?: Handler<FocusEvent<HTMLElement>>;
  onTouchStart?: Handler<TouchEvent<HTMLElement>>;
  onTouchEnd?: Handler<TouchEvent<HTMLElement>>;
}

export interface LazyTooltipProps {
  title: string;
  placement?: AnchoredTooltipProps['side'];
  children: ReactElement<TriggerProps>;
}

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

export function LazyTooltip({ title, placement, children }: LazyTooltipProps) {
  const [bubble, setBubble] = useState<Bubble | undefined>(() => loadedBubble);
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Whether the tooltip is open or about to open, so repeated mouseovers do not restart the delay. */
  const opening = useRef(false);
  /** A touch is followed by emulated mouse events, which must not open the tooltip again. */
  const touched = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback((element: HTMLElement, delay: number) => {
    setAnchorEl(element);
    void loadBubble().then((loaded) => setBubble(() => loaded));
    clearTimeout(timer.current);
    opening.current = true;
    timer.current = setTimeout(() => setOpen(true), delay);
  }, []);
  const hide = useCallback((delay = 0) => {
    clearTimeout(timer.current);
    opening.current = false;
    if (delay > 0) timer.current = setTimeout(() => setOpen(false), delay);
    else setOpen(false);
  }, []);

  const own = children.props;
  const trigger = cloneElement(children, {
    'aria-label': own['aria-label'] ?? title,
    onMouseOver: (event: MouseEvent<HTMLElement>) => {
      own.onMouseOver?.(event);
      if (!opening.current && !touched.current) show(event.currentTarget, ENTER_DELAY_MS);
    },
    onMouseLeave: (event: MouseEvent<HTMLElement>) => {
      own.onMouseLeave?.(event);
      touched.current = false;
      hide();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      if (isFocusVisible(event.target)) show(event.currentTarget, ENTER_DELAY_MS);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      hide();
    },
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      own.onTouchStart?.(event);
      touched.current = true;
      show(event.currentTarget, ENTER_TOUCH_DELAY_MS);
    },
    onTouchEnd: (event: TouchEvent<HTMLElement>) => {
      own.onTouchEnd?.(event);
      hide(LEAVE_TOUCH_DELAY_MS);
    },
  });
  const TooltipBubble = bubble;
  return (
    <>
      {trigger}
      {TooltipBubble && anchorEl && <TooltipBubble title={title} open={open} anchor={anchorEl} onClose={() => hide()} side={placement} />}
    </>
  );
}
