// The bubble of a LazyTooltip: the design kit's tooltip beside an element it does not wrap, driven
// from outside (open, onClose). It is loaded on a shopper's first hover, keyboard focus or long
// press, never with the first paint.
import { AnchoredTooltip, type AnchoredTooltipProps } from '../ui/tooltip';

export interface TooltipBubbleProps {
  title: string;
  open: boolean;
  anchorEl: HTMLElement;
  onClose: () => void;
  placement?: AnchoredTooltipProps['side'];
}

export function TooltipBubble({ title, open, anchorEl, onClose, placement }: TooltipBubbleProps) {
  return <AnchoredTooltip title={title} open={open} anchor={anchorEl} onClose={onClose} side={placement} />;
}
