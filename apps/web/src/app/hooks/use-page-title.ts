// Sets the document title to `{page name} | {product name}` (SPEC.md section 1).
import { useEffect } from 'react';
import { PRODUCT_NAME } from '@blitz/contract';

export function pageTitle(pageName: string): string {
  return pageName ? `${pageName} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

export function usePageTitle(pageName: string): void {
  useEffect(() => {
    document.title = pageTitle(pageName);
  }, [pageName]);
}
