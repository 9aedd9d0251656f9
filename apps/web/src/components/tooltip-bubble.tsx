// The bubble of a LazyTooltip: MUI's Tooltip (with Popper.js) shown beside an element it does not
// wrap. It is loaded on a shopper's first hover, keyboard focus or long press, never with the
// first paint. The Tooltip is driven from outside (open, onClose): its own trigger is a hidden
// placeholder in a portal, and its popper is anchored to the real element.
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';
import { createPortal } from 'react-dom';

export interface TooltipBubbleProps {
  title: string;
  open: boolean;
  anchorEl: HTMLElement;
  onClose: () => void;
  placement?: TooltipProps['placement'];
}

export function TooltipBubble({ title, open, anchorEl, onClose, placement }: TooltipBubbleProps) {
  return createPortal(
    <Tooltip
      title={title}
      open={open}
      onClose={onClose}
      placement={placement}
      disableHoverListener
      disableFocusListener
      disableTouchListener
      slotProps={{ popper: { anchorEl } }}
    >
      <span hidden />
    </Tooltip>,
    document.body,
  );
}
