// Text that screen readers read and the screen does not show (a speaker's name in the chat, a
// list's heading where the page's layout shows what it is).
export const visuallyHiddenSx = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
