// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Section } from './section';
import { renderWithUi } from './test-support';

test('a section is a region named by its h2, its content inside', () => {
  renderWithUi(
    <Section title="Account Details">
      <p>Your username and how to reach you.</p>
    </Section>,
  );

  const region = screen.getByRole('region', { name: 'Account Details' });
  expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Account Details');
  expect(region).toHaveTextContent('Your username and how to reach you.');
});

test('what sits beside the heading and the actions after it stay in the region', () => {
  renderWithUi(
    <Section
      title="Vehicles"
      beside={<button type="button">Help</button>}
      actions={<a href="/add">Add vehicle</a>}
    >
      <p>Mazda MX-5</p>
    </Section>,
  );

  const region = screen.getByRole('region', { name: 'Vehicles' });
  expect(within(region).getByRole('button', { name: 'Help' })).toBeInTheDocument();
  expect(within(region).getByRole('link', { name: 'Add vehicle' })).toHaveAttribute('href', '/add');
  expect(within(region).getAllByRole('heading')).toHaveLength(1);
});
