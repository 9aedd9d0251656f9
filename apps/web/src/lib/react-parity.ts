// Where React DOM and Preact differ in what a page does, made to behave as React. The shop's code is
// written against React's API and runs on Preact's React-compatible layer (renderer-aliases.ts).
// Two differences matter to shoppers, and a hook of Preact's on every element it renders mends them:
// - `autoFocus`: React focuses a button or field rendered with it as it mounts (a dialog's first
//   field, its OK button); Preact only writes the `autofocus` attribute, which a browser honours at
//   most once per page, so a dialog opened later would leave the focus on what opened it.
// - A picture's attributes: React sets an `img`'s `src` and `srcSet` after its other attributes;
//   Preact sets them in the order written, and Firefox and Safari start fetching on `src`, before a
//   later `loading="lazy"` or `sizes` can count.
import { options, type Ref, type VNode } from 'preact';

type AnyRef = Ref<unknown>;

/** The elements React focuses for `autoFocus` (ReactDOM's commitMount). */
const FOCUSABLE = new Set(['button', 'input', 'select', 'textarea']);

/** Elements already focused: an element is focused when it mounts, never again on a re-render. */
const focused = new WeakSet<Element>();

/** Presses, clicks and taps so far: a focus scheduled before one of them is no longer wanted. */
let interactions = 0;
const countInteraction = () => {
  interactions += 1;
};

/**
 * After Preact's effects: Preact runs them once the frame has painted (a timeout after the next
 * animation frame, or after 35 ms where no frame comes), and a ref is applied after that has been
 * scheduled, so the same wait puts the focus after them. By then a dialog opened in place of
 * another has registered as the top modal: the closing dialog's focus trap no longer pulls the
 * focus back, and the new one's own trap, which focuses the dialog itself, has run.
 */
function afterEffects(callback: () => void): void {
  let frame = 0;
  const done = () => {
    clearTimeout(fallback);
    cancelAnimationFrame(frame);
    setTimeout(callback);
  };
  const fallback = setTimeout(done, 35);
  frame = requestAnimationFrame(done);
}

function focusOnce(element: unknown): void {
  if (!(element instanceof HTMLElement) || focused.has(element)) return;
  const scheduledAt = interactions;
  afterEffects(() => {
    // Not a field the shopper has meanwhile left for another, nor one gone from the page.
    if (interactions !== scheduledAt || !element.isConnected || focused.has(element)) return;
    focused.add(element);
    element.focus();
  });
}

/** One wrapper per ref, so that a re-render does not hand the component's own ref a new callback. */
const wrappers = new WeakMap<object, AnyRef>();

function withFocus(ref: AnyRef | null | undefined): AnyRef {
  if (!ref) return focusOnce;
  let wrapper = wrappers.get(ref);
  if (!wrapper) {
    wrapper = (element: unknown) => {
      focusOnce(element);
      if (typeof ref === 'function') return ref(element);
      ref.current = element;
      return undefined;
    };
    wrappers.set(ref, wrapper);
  }
  return wrapper;
}

/** The names Preact must set last on a picture, in React's order. */
const SET_LAST = ['srcSet', 'srcset', 'src'];

function withSourcesLast(props: Record<string, unknown>): Record<string, unknown> {
  if (!SET_LAST.some((name) => name in props)) return props;
  const ordered: Record<string, unknown> = {};
  for (const name of Object.keys(props)) if (!SET_LAST.includes(name)) ordered[name] = props[name];
  for (const name of SET_LAST) if (name in props) ordered[name] = props[name];
  return ordered;
}

let installed = false;

/** Installs the hook; the app's entry calls it before its first render (and the tests' setup). */
export function matchReactDom(): void {
  if (installed) return;
  installed = true;
  for (const type of ['pointerdown', 'keydown']) document.addEventListener(type, countInteraction, true);
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    const { type } = vnode;
    if (typeof type === 'string' && vnode.props) {
      const props = vnode.props as Record<string, unknown>;
      if (FOCUSABLE.has(type) && (props.autoFocus || props.autofocus)) vnode.ref = withFocus(vnode.ref as AnyRef | null | undefined);
      if (type === 'img') vnode.props = withSourcesLast(props) as typeof vnode.props;
    }
    previous?.(vnode);
  };
}
