// The assistant's page key (SPEC.md sections 2 and 4): the path's first segment with dashes
// turned into underscores ('home' for /), the dashboard's `page` query value, and the special names.
import { ASSISTANT_PAGE_KEYS, DASHBOARD_PAGES, type AssistantPageKey } from './constants';

const SPECIAL: Readonly<Record<string, AssistantPageKey>> = {
  signup: 'sign_up',
  login: 'login',
  termsAndConditions: 'terms-and-conditions',
  item: 'item',
  'buy-now': 'item',
  'reset-password': 'reset_password',
  'setup-account': 'setup_account',
  auth: 'auth',
};

const isPageKey = (value: string): value is AssistantPageKey => (ASSISTANT_PAGE_KEYS as readonly string[]).includes(value);

/** The page key of a location (`/dashboard?page=rewards`, `/item/12`), or null for other pages. */
export function assistantPageKey(pathname: string, search = ''): AssistantPageKey | null {
  const [path = '', query = search] = pathname.split('?');
  const segments = path.split('/').filter(Boolean);
  const first = segments[0];
  if (first === undefined) return 'home';
  if (first === 'help' && segments[1] === 'time') return 'help/time';
  if (first === 'dashboard') {
    const page = new URLSearchParams(query).get('page');
    return page && (DASHBOARD_PAGES as readonly string[]).includes(page) && isPageKey(page) ? page : 'dashboard';
  }
  const special = SPECIAL[first];
  if (special) return special;
  const key = first.replace(/-/g, '_');
  return isPageKey(key) ? key : null;
}
