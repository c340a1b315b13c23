import { Link, Route, Routes } from 'react-router-dom';
import { selectLoadingVisible, useAppSelector } from '@mfe/shared-ui';
import LandingPage from '../features/landing/components/LandingPage';
import ProductTypePage from '../features/product-type/components/ProductTypePage';
import CataloguePage from '../features/catalogue/components/CataloguePage';
import SeriesPage from '../features/series/components/SeriesPage';
import ComparePage from '../features/compare/components/ComparePage';

/** The shell's routes for the public screens, with a bare header instead of the shell's layout. */
export function HarnessApp() {
  const loading = useAppSelector(selectLoadingVisible);
  return (
    <>
      <header style={{ display: 'flex', gap: 16, padding: 12, background: '#0d2b4e' }}>
        <strong style={{ color: '#fff' }}>public_remote harness</strong>
        {['/', '/products', '/about', '/contact'].map((to) => (
          <Link key={to} to={to} style={{ color: '#fff' }}>
            {to}
          </Link>
        ))}
        {loading && (
          <span style={{ color: '#ffeb3b' }} role="status">
            Loading…
          </span>
        )}
      </header>
      <main>
        <Routes>
          <Route path="/" element={<LandingPage section="home" />} />
          <Route path="/products" element={<LandingPage section="products" />} />
          <Route path="/about" element={<LandingPage section="about" />} />
          <Route path="/contact" element={<LandingPage section="contact" />} />
          <Route path="/product/:type" element={<ProductTypePage />} />
          <Route path="/product/catalog/:type/:vendorId" element={<CataloguePage />} />
          <Route path="/product/series/:seriesId" element={<SeriesPage />} />
          <Route path="/product/compare" element={<ComparePage />} />
        </Routes>
      </main>
    </>
  );
}
