// The routes of the catalogue, bid-pack and figures pages, mounted by app.tsx (their navigation
// links are in sections.ts with the others). The figures page (and its chart library) loads only
// when an owner opens it.
import { lazy, Suspense } from 'react';
import { Route } from 'react-router';
import { Loading } from '../components/loading';
import { DepartmentsPage } from '../features/catalogue/departments-page';
import { ProductPage } from '../features/catalogue/product-page';
import { ProductsPage } from '../features/catalogue/products-page';
import { PacksPage } from '../features/packs/packs-page';

const FiguresPage = lazy(() => import('../features/figures/figures-page'));

export const catalogueRoutes = (
  <>
    <Route path="/catalogue" element={<ProductsPage />} />
    <Route path="/catalogue/products/:id" element={<ProductPage />} />
    <Route path="/catalogue/departments" element={<DepartmentsPage />} />
    <Route path="/packs" element={<PacksPage />} />
    <Route
      path="/figures"
      element={
        <Suspense fallback={<Loading />}>
          <FiguresPage />
        </Suspense>
      }
    />
  </>
);
