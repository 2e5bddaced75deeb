import { routesOf } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { BrowserRouter, Route, Routes } from '@portal/platform/router';
import { PortalUiProvider, UnsavedChangesProvider } from '@portal/ui';
import { screenFor } from './screens';

// The remote renders in a React root of its own, so the host's providers do not reach it: the
// design system themed for the page's brand, and the page's 'Unsaved changes' guard, are
// provided again here from the PortalContext it was mounted with.
export function App() {
  const { brand, confirmLeave } = usePortal();
  return (
    <PortalUiProvider brand={brand}>
      <UnsavedChangesProvider guard={confirmLeave}>
        <BrowserRouter>
          <Routes>
            {routesOf('mf-account').map((route) => (
              <Route key={route.name} path={route.path} element={screenFor(route)} />
            ))}
            <Route path="*" element={null} />
          </Routes>
        </BrowserRouter>
      </UnsavedChangesProvider>
    </PortalUiProvider>
  );
}
