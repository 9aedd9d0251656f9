// The document title: `{page name} | {product name}` (SPEC.md section 1), which each page renders
// with its other head tags (app/layout/page-meta.tsx).
import { PRODUCT_NAME } from '@blitz/contract';

export function pageTitle(pageName: string): string {
  return pageName ? `${pageName} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}
