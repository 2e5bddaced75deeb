// @vitest-environment jsdom
import { PortalUiProvider } from '@portal/ui';
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { UploadProgress, uploadPercent } from './upload-progress';

// The progress of an upload (policy-changes.md §5 'File uploads'): a progressbar with its
// percentage, and a status a screen reader hears in quarters.

function show(sent: number, total: number, label?: string) {
  return render(
    <PortalUiProvider brand={{ id: 'northway' }}>
      <UploadProgress sent={sent} total={total} label={label} />
    </PortalUiProvider>,
  );
}

test('the bar is named, says its percentage, and a status says it in quarters', () => {
  show(3_600, 6_000, 'Uploading Driving licence');

  const bar = screen.getByRole('progressbar', { name: 'Uploading Driving licence' });
  expect(bar).toHaveAttribute('aria-valuenow', '60');
  expect(bar).toHaveAttribute('aria-valuetext', '60% sent');
  expect(screen.getByText('60%')).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('Uploading Driving licence: 50% sent');
});

test('the label says what is sent unless told otherwise', () => {
  show(0, 100);

  expect(screen.getByRole('progressbar', { name: 'Uploading your files' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  expect(screen.getByRole('status')).toHaveTextContent('Uploading your files: 0% sent');
});

test('100 % only once every byte has gone', () => {
  expect(uploadPercent(999, 1000)).toBe(99);
  expect(uploadPercent(1000, 1000)).toBe(100);
  expect(uploadPercent(1200, 1000)).toBe(100);
  // Nothing known of the size yet: nothing shown as sent.
  expect(uploadPercent(0, 0)).toBe(0);
});

test('a whole upload reads 100% and is heard as such', () => {
  show(52_428_800, 52_428_800);

  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  expect(screen.getByRole('status')).toHaveTextContent('Uploading your files: 100% sent');
});
