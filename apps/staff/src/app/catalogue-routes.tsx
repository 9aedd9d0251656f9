// The catalogue, bid-pack and figures pages: their routes and navigation links, kept apart from
// app.tsx and sections.ts so each part of the console adds its pages in its own file. The figures
// page (and its chart library) loads only when an owner opens it.
import { lazy, Suspense } from 'react';
import { Route } from 'react-router';
import { Loading } from '../components/loading';
import { DepartmentsPage } from '../features/catalogue/departments-page';
import { ProductPage } from '../features/catalogue/product-page';
import { ProductsPage } from '../features/catalogue/products-page';
import { PacksPage } from '../features/packs/packs-page';
import type { SectionLink } from './sections';

const FiguresPage = lazy(() => import('../features/figures/figures-page'));

export const CATALOGUE_LINKS: SectionLink[] = [
  { section: 'catalogue', label: 'Catalogue', path: '/catalogue' },
  { section: 'packs', label: 'Bid packs', path: '/packs' },
  { section: 'figures', label: 'Figures', path: '/figures' },
];

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
