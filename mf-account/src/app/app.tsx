import { routesOf } from '@portal/contract';
import { PageScreen } from '@portal/ui';
import { BrowserRouter, Route, Routes } from '@portal/platform/router';

// Each screen shows its page title until its feature lands.
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        {routesOf('mf-account').map((route) => (
          <Route key={route.name} path={route.path} element={<PageScreen title={route.title} />} />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
