// Text that screen readers read and the screen does not show (a speaker's name in the chat, a
// list's heading where the page's layout shows what it is).
// Sizes in pixels as strings: in MUI's sx a bare 1 means 100%.
export const visuallyHiddenSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
