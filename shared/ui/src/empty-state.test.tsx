// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { EmptyState } from './empty-state';
import { AllDoneIllustration } from './illustrations/all-done';
import { renderWithUi } from './test-support';

test('an empty list shows its heading at the level given, its sentence and its next step', () => {
  renderWithUi(
    <EmptyState
      illustration={<AllDoneIllustration />}
      title="You have nothing to do. All done!"
      order={2}
      action={<a href="/">Go to dashboard</a>}
    >
      New tasks will show here.
    </EmptyState>,
  );

  expect(
    screen.getByRole('heading', { level: 2, name: 'You have nothing to do. All done!' }),
  ).toBeInTheDocument();
  expect(screen.getByText('New tasks will show here.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/');
});

test('the illustration is hidden from assistive technology and takes no focus', () => {
  const { container } = renderWithUi(
    <EmptyState illustration={<AllDoneIllustration />} title="Nothing here" order={3} />,
  );

  const art = container.querySelector('svg');
  expect(art).toHaveAttribute('aria-hidden', 'true');
  expect(art).toHaveAttribute('focusable', 'false');
  expect(screen.queryByRole('img')).toBeNull();
  expect(screen.getByRole('heading', { level: 3, name: 'Nothing here' })).toBeInTheDocument();
});

test('without a sentence or an action it shows only the art and the heading', () => {
  const { container } = renderWithUi(
    <EmptyState illustration={<AllDoneIllustration />} title="Nothing here" order={4} compact />,
  );

  expect(container.querySelector('.empty-state')).toHaveTextContent(/^Nothing here$/);
  expect(screen.queryByRole('link')).toBeNull();
});
