// The bubble of a LazyTooltip: the design kit's tooltip beside an element it does not wrap, driven
// from outside (open, onClose). It is loaded on a shopper's first hover, keyboard focus or long
// press, never with the first paint.
export { AnchoredTooltip as TooltipBubble } from '../ui/tooltip';
