// Router state the shop passes between pages (SPEC.md section 2): "open the terms modal" and
// "scroll the guide to its FAQ". History state is untyped, so it is read defensively.
export interface ShopNavigationState {
  openTerms?: boolean;
  scrollTo?: 'faq';
}

export const OPEN_TERMS_STATE: ShopNavigationState = { openTerms: true };
export const SCROLL_TO_FAQ_STATE: ShopNavigationState = { scrollTo: 'faq' };
/** The id of the guide's FAQ section, the target of SCROLL_TO_FAQ_STATE. */
export const FAQ_SECTION_ID = 'faq';

export function readNavigationState(state: unknown): ShopNavigationState {
  if (typeof state !== 'object' || state === null) return {};
  const record = state as Record<string, unknown>;
  return {
    ...(record.openTerms === true ? { openTerms: true } : {}),
    ...(record.scrollTo === 'faq' ? { scrollTo: 'faq' as const } : {}),
  };
}
