// jsdom has no PointerEvent, which Base UI constructs for the click that Enter or Space makes on a
// menu item, a checkbox, a radio or a switch. A MouseEvent with a pointer type stands in for it.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventShim extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? '';
    }
  }
  window.PointerEvent = PointerEventShim as unknown as typeof PointerEvent;
}
