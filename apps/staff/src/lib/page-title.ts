// The page title: the page's name, then the console's.
import { useEffect } from 'react';

export function usePageTitle(name: string): void {
  useEffect(() => {
    document.title = `${name} | Blitz Auctions staff`;
  }, [name]);
}
