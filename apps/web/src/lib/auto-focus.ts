// `autoFocus` as React does it, under Preact. The shop's code is written against React's API and
// runs on Preact's React-compatible layer (vite.config.ts). React focuses an element rendered with
// `autoFocus` as it mounts (a dialog's first field, its OK button); Preact only writes the
// `autofocus` attribute, which a browser honours at most once per page, so a dialog opened later
// would keep the focus on the button that opened it. This hook of Preact's gives every such element
// a ref that focuses it once, when it has mounted, after the effects of that render have run.
import { options, type Ref, type VNode } from 'preact';

type AnyRef = Ref<unknown>;

/** Elements already focused: an element is focused when it mounts, never again on a re-render. */
const focused = new WeakSet<Element>();

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
  focused.add(element);
  afterEffects(() => {
    if (element.isConnected) element.focus();
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

let installed = false;

/** Installs the hook; the app's entry calls it before its first render (and the tests' setup). */
export function focusAutoFocusedElements(): void {
  if (installed) return;
  installed = true;
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    const props = vnode.props as { autoFocus?: unknown; autofocus?: unknown } | null;
    if (typeof vnode.type === 'string' && props && (props.autoFocus || props.autofocus)) {
      vnode.ref = withFocus(vnode.ref as AnyRef | null | undefined);
    }
    previous?.(vnode);
  };
}
