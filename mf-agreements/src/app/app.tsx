import { routesOf } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { BrowserRouter, Route, Routes } from '@portal/platform/router';
import { PortalUiProvider } from '@portal/ui';
import { screenFor } from './screens';

// The remote renders in a React root of its own, so the host's providers do not reach it: the
// design system themed for the page's brand is provided again from the PortalContext.
export function App() {
  const { brand } = usePortal();
  return (
    <PortalUiProvider brand={brand}>
      <BrowserRouter>
        <Routes>
          {routesOf('mf-agreements').map((route) => (
            <Route key={route.name} path={route.path} element={screenFor(route)} />
          ))}
          <Route path="*" element={null} />
        </Routes>
      </BrowserRouter>
    </PortalUiProvider>
  );
}
