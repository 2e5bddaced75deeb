// @vitest-environment jsdom
import {
  CHANGES_UPLOAD_WORDING,
  DOCUMENT_EXTENSIONS,
  maxFileSize,
  maxFileSizeChanges,
  REQUIRED_DOCUMENTS_UPLOAD_RULE,
  uploadFormatsOnly,
  uploadRule,
  type UploadRule,
  type UploadWording,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmissionErrors } from 'final-form';
import { expect, test } from 'vitest';
import { renderInForm } from './test-form';
import { FilesField, formatFileSize } from './files-field';

// The multi-file uploader (policy-changes.md §5 'File uploads', portal.md §5): what a person
// sees of the files chosen, and each rule of the contract's check at its boundary.

const FIFTY_MB = 52_428_800;
const DOCUMENTS = uploadRule({ extensions: DOCUMENT_EXTENSIONS });

function file(name: string, size = 2048, lastModified = 1) {
  const made = new File(['x'], name, { lastModified });
  // The size a person's file has, without building 50 MB in memory.
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

function renderField({
  rule = DOCUMENTS,
  wording,
  label,
  onSubmit = () => undefined,
}: {
  rule?: UploadRule;
  wording?: UploadWording;
  label?: string;
  onSubmit?: (values: Record<string, unknown>) => SubmissionErrors | void;
} = {}) {
  const { submit } = renderInForm(
    <FilesField name="data" rule={rule} wording={wording} label={label} />,
    { label: 'Driving licence', submitLabel: 'Upload', initialValues: { data: [] }, onSubmit },
  );
  // A person can pick 'All files' in the browser's picker: the accept list is only a hint.
  const user = userEvent.setup({ applyAccept: false });
  const input = screen.getByLabelText(label ?? 'Choose files');
  return { user, input, submit };
}

function listed() {
  const list = screen.queryByRole('list', { name: 'Chosen files' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
}

test('a file input labelled Choose files, accepting the rule’s extensions, counting 0/max', () => {
  const { input } = renderField({ rule: uploadRule({ extensions: ['pdf', '.PNG'], max: 20 }) });

  expect(input).toHaveAttribute('type', 'file');
  expect(input).toHaveAttribute('accept', '.pdf,.png');
  expect(input).toHaveAttribute('multiple');
  expect(input).toHaveAccessibleDescription('0 of 20 files chosen');
  expect(screen.getByText('0/20')).toBeVisible();
  expect(screen.getByText('Choose files')).toBeVisible();
});

test('a label of its own names the input; one file at most is not a multiple choice', () => {
  const { input } = renderField({ label: 'Choose a photo' });

  expect(input).not.toHaveAttribute('multiple');
  expect(input).toHaveAccessibleDescription('0 of 1 file chosen');
});

test('chosen files are listed with name, size and a Remove button, and counted as n/max', async () => {
  const { user, input } = renderField({ rule: { ...DOCUMENTS, max: 20 } });

  await user.upload(input, [file('Licence front.PDF', 2048), file('back.jpeg', 3 * 1024 * 1024)]);

  expect(listed()).toEqual(['Licence front.PDF2 KBRemove', 'back.jpeg3 MBRemove']);
  expect(screen.getByRole('button', { name: 'Remove back.jpeg' })).toBeInTheDocument();
  expect(input).toHaveAccessibleDescription('2 of 20 files chosen');
  expect(screen.getByText('2/20')).toBeVisible();
  expect(input).not.toHaveAttribute('aria-invalid');
});

test('the same file chosen again is listed once', async () => {
  const { user, input } = renderField({ rule: { ...DOCUMENTS, max: 20 } });
  const licence = file('licence.pdf');

  await user.upload(input, [licence]);
  await user.upload(input, [file('licence.pdf'), file('other.pdf', 10, 2)]);

  expect(listed()).toEqual(['licence.pdf2 KBRemove', 'other.pdf10 bytesRemove']);
});

test('with one file allowed a new choice replaces the old one', async () => {
  const { user, input } = renderField();

  await user.upload(input, file('first.pdf'));
  await user.upload(input, file('second.pdf'));

  expect(listed()).toEqual(['second.pdf2 KBRemove']);
  expect(input).toHaveAccessibleDescription('1 of 1 file chosen');
});

test('an upper-case extension is allowed; another type shows the formats message on the input', async () => {
  const { user, input } = renderField({ rule: { ...DOCUMENTS, max: 5 } });
  const message = uploadFormatsOnly(DOCUMENT_EXTENSIONS);

  await user.upload(input, file('SCAN.TIFF'));
  expect(input).not.toHaveAttribute('aria-invalid');

  await user.upload(input, file('setup.exe'));
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(`2 of 5 files chosen ${message}`);

  await user.click(screen.getByRole('button', { name: 'Remove setup.exe' }));
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText(message)).toBeNull();
});

test('a file one byte under 50 MB is allowed, exactly 50 MB is refused with the spec’s message', async () => {
  const { user, input } = renderField({
    rule: { ...REQUIRED_DOCUMENTS_UPLOAD_RULE, max: 1 },
    wording: CHANGES_UPLOAD_WORDING,
  });

  await user.upload(input, file('under.pdf', FIFTY_MB - 1));
  expect(input).not.toHaveAttribute('aria-invalid');

  await user.upload(input, file('limit.pdf', FIFTY_MB));
  expect(input).toHaveAccessibleDescription(`1 of 1 file chosen ${maxFileSizeChanges(50)}`);
  expect(screen.getByText(maxFileSizeChanges(50))).toBeVisible();
});

test('the multi-file wording is the default: its size message, for a limit of 2 MB', async () => {
  const { user, input } = renderField({ rule: { ...DOCUMENTS, maxSizeMb: 2 } });

  await user.upload(input, file('big.pdf', 2 * 1024 * 1024));

  expect(input).toHaveAccessibleDescription(`1 of 1 file chosen ${maxFileSize(2)}`);
});

test('a size limit of 0 lets a file of any size through', async () => {
  const { user, input } = renderField({ rule: { ...DOCUMENTS, maxSizeMb: 0 } });

  await user.upload(input, file('huge.zip', 4 * 1024 * FIFTY_MB));

  expect(input).not.toHaveAttribute('aria-invalid');
});

test('more files than the maximum say so; removing one clears it', async () => {
  const { user, input, submit } = renderField({ rule: { ...DOCUMENTS, min: 1, max: 2 } });

  await user.upload(input, [file('a.pdf'), file('b.pdf'), file('c.pdf')]);

  expect(input).toHaveAccessibleDescription(
    '3 of 2 files chosen Please upload between 1 and 2 files.',
  );
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(submit).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Remove c.pdf' }));
  expect(input).toHaveAccessibleDescription('2 of 2 files chosen');
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(submit).toHaveBeenCalledTimes(1);
});

test('no file at all is refused on submit, with the count message under the field', async () => {
  const { user, input, submit } = renderField();

  expect(screen.queryByText('Please upload 1 file.')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Upload' }));

  expect(submit).not.toHaveBeenCalled();
  expect(input).toHaveAccessibleDescription('0 of 1 file chosen Please upload 1 file.');
});

test('after a removal the focus moves to the next file, then the one before, then the input', async () => {
  const { user, input } = renderField({ rule: { ...DOCUMENTS, max: 3 } });
  await user.upload(input, [file('a.pdf'), file('b.pdf'), file('c.pdf')]);

  await user.click(screen.getByRole('button', { name: 'Remove b.pdf' }));
  expect(screen.getByRole('button', { name: 'Remove c.pdf' })).toHaveFocus();

  await user.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'Remove a.pdf' })).toHaveFocus();

  await user.keyboard('{Enter}');
  expect(input).toHaveFocus();
  expect(screen.queryByRole('list', { name: 'Chosen files' })).toBeNull();
});

test("the server's message shows under the field until the files change", async () => {
  const refusal = 'The upload could not be read. Please try sending it again.';
  const { user, input } = renderField({ onSubmit: () => ({ data: refusal }) });

  await user.upload(input, file('licence.pdf'));
  await user.click(screen.getByRole('button', { name: 'Upload' }));

  await waitFor(() => expect(input).toHaveAccessibleDescription(`1 of 1 file chosen ${refusal}`));
  await user.upload(input, file('other.pdf'));
  expect(screen.queryByText(refusal)).toBeNull();
});

test('sizes read as bytes, KB or MB', () => {
  expect(formatFileSize(1)).toBe('1 byte');
  expect(formatFileSize(1023)).toBe('1023 bytes');
  expect(formatFileSize(1024)).toBe('1 KB');
  expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
  expect(formatFileSize(FIFTY_MB)).toBe('50 MB');
  expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
});
