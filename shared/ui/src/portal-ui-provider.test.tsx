import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Button } from '@mantine/core';
import { PortalUiProvider } from './portal-ui-provider';
import { themeFor } from './theme';

// Runs in Node, as the portal server does when it renders the shell (no window, no document).

test('the provider renders on the server', () => {
  expect(typeof window).toBe('undefined');
  const html = renderToString(
    <PortalUiProvider brand={{ id: 'northway' }}>
      <Button>Login</Button>
    </PortalUiProvider>,
  );
  expect(html).toContain('Login');
  expect(html).toContain('<button');
});

test("the page gets the brand's primary colour as CSS variables", () => {
  const northway = renderToString(
    <PortalUiProvider brand={{ id: 'northway' }}>x</PortalUiProvider>,
  );
  const ridgeline = renderToString(
    <PortalUiProvider brand={{ id: 'ridgeline' }}>x</PortalUiProvider>,
  );
  expect(northway).toContain('--mantine-color-brand-7: #085a73');
  expect(ridgeline).toContain('--mantine-color-brand-7: #ad3a07');
});

test('each brand has its own primary colour, and an unknown brand the default one', () => {
  const northway = themeFor({ id: 'northway' });
  const ridgeline = themeFor({ id: 'ridgeline' });
  const unknown = themeFor({ id: 'motorwise' });
  expect(northway.primaryColor).toBe('brand');
  expect(northway.colors?.brand?.[7]).toBe('#085a73');
  expect(ridgeline.colors?.brand?.[7]).toBe('#ad3a07');
  expect(unknown.colors?.brand?.[7]).toBe('#0b3d91');
});
