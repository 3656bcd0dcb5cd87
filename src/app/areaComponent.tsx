import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { AreaPages } from './areas';
import { NotFoundPage } from './NotFoundPage';

/** The component an area's `<slug>/*` route renders: its pages, and "not found" for any other path below it. */
export function areaComponent(pages: AreaPages): ComponentType {
  const routes = Object.entries(pages).map(([path, Page]) =>
    path === '' ? <Route key="" index element={<Page />} /> : <Route key={path} path={path} element={<Page />} />,
  );
  return function AreaRoutes() {
    return (
      <Routes>
        {routes}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    );
  };
}
