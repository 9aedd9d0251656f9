// Display names for the ids and contract values a list page shows: departments and categories
// from the cached departments, statuses and bid types from the translations.
import { MAJOR_CATEGORY_ID, type AuctionStatus, type BidType, type Department } from '@blitz/contract';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { BID_TYPE_KEYS, STATUS_KEYS } from '../components/product-badges';

export interface CatalogueLabels {
  department: (id: number) => string;
  category: (id: number) => string;
  status: (status: AuctionStatus) => string;
  bidType: (bidType: BidType) => string;
  /** The department a category belongs to, when known. */
  departmentOf: (categoryId: number) => Department | undefined;
}

export function useCatalogueLabels(departments: readonly Department[] | undefined): CatalogueLabels {
  const { t } = useTranslation();
  return useMemo(() => {
    const departmentNames = new Map<number, string>();
    const categoryNames = new Map<number, string>();
    const owners = new Map<number, Department>();
    for (const department of departments ?? []) {
      departmentNames.set(department.id, department.department);
      for (const category of department.subDepartments) {
        categoryNames.set(category.id, category.name);
        owners.set(category.id, department);
      }
    }
    return {
      department: (id) => departmentNames.get(id) ?? t('catalogue.departmentNumber', { id }),
      category: (id) =>
        id === MAJOR_CATEGORY_ID ? t('catalogue.majorAuctions') : (categoryNames.get(id) ?? t('catalogue.categoryNumber', { id })),
      status: (status) => t(`product.status.${STATUS_KEYS[status]}`),
      bidType: (bidType) => t(`product.bidType.${BID_TYPE_KEYS[bidType]}`),
      departmentOf: (id) => owners.get(id),
    };
  }, [departments, t]);
}
