// @vitest-environment jsdom
import { DOCUMENT_EXTENSIONS, uploadFormatsOnly } from '@portal/contract';
import { List } from '@portal/ui';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { renderInForm } from './test-form';
import { SingleFileField, type SingleFileFieldProps } from './single-file-field';

// One file for one answer: how it is named, the file chosen, replaced and removed, the rule's
// message as soon as a file is chosen or on submit, and the File the form sends.

const REQUIRED = 'Front of the vehicle is required';
const WRONG_TYPE = uploadFormatsOnly(DOCUMENT_EXTENSIONS);

function file(name: string, size = 2048) {
  const made = new File(['x'], name, { lastModified: 1 });
  // The size a person's file has, without building it in memory.
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

// What a form's schema says of the file: one is needed, of one of the document types.
function validate(values: Record<string, unknown>) {
  const chosen = values.photo;
  if (!(chosen instanceof File)) return { photo: REQUIRED };
  const extension = `.${chosen.name.split('.').pop()?.toLowerCase()}`;
  return DOCUMENT_EXTENSIONS.some((allowed) => allowed === extension) ? {} : { photo: WRONG_TYPE };
}

function renderField(props: Partial<SingleFileFieldProps> = {}) {
  const { submit } = renderInForm(
    <SingleFileField
      name="photo"
      label="Front of the vehicle"
      extensions={DOCUMENT_EXTENSIONS}
      {...props}
    />,
    { label: 'Photos', submitLabel: 'Submit for review', validate },
  );
  // A person can pick 'All files' in the browser's picker: the accept list is only a hint.
  return { user: userEvent.setup({ applyAccept: false }), submit };
}

function input() {
  return screen.getByLabelText(/^Front of the vehicle Choose/);
}

test('user sees the label, a Choose button naming the file input, and nothing chosen yet', () => {
  renderField({ noun: 'photo', required: true });

  expect(input()).toHaveAttribute('type', 'file');
  expect(input()).not.toHaveAttribute('multiple');
  expect(input()).toHaveAccessibleName('Front of the vehicle Choose a photo');
  expect(input()).toBeRequired();
  expect(input()).toHaveAttribute('accept', DOCUMENT_EXTENSIONS.join(','));
  expect(input()).toHaveAccessibleDescription('No photo chosen yet');
  expect(screen.getByText('Choose a photo')).toBeVisible();
});

test('help under the label describes the input', () => {
  renderField({
    description: (
      <List>
        <List.Item>Include the number plate.</List.Item>
      </List>
    ),
  });

  expect(input()).toHaveAccessibleDescription('Include the number plate. No file chosen yet');
});

test('with the label shown by a heading around it, the input is named for it', () => {
  renderField({ labelHidden: true });

  expect(screen.getByLabelText('File for Front of the vehicle')).toHaveAttribute('type', 'file');
  expect(screen.queryByText('Front of the vehicle')).toBeNull();
});

test('user can choose a file, see its name and size, replace it, and the file is submitted', async () => {
  const { user, submit } = renderField();

  await user.upload(input(), file('front.pdf', 3 * 1024 * 1024));
  expect(input()).toHaveAccessibleName('Front of the vehicle Choose another file');
  expect(input()).toHaveAccessibleDescription('front.pdf (3 MB)');
  await user.upload(input(), file('front-again.jpg'));
  expect(input()).toHaveAccessibleDescription('front-again.jpg (2 KB)');

  await user.click(screen.getByRole('button', { name: 'Submit for review' }));
  expect(submit).toHaveBeenCalledTimes(1);
  const photo = submit.mock.calls[0]?.[0].photo;
  expect(photo).toBeInstanceOf(File);
  expect(photo instanceof File && photo.name).toBe('front-again.jpg');
});

test('submitting with no file shows the message under the field, tied to the input', async () => {
  const { user, submit } = renderField();
  expect(screen.queryByText(REQUIRED)).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Submit for review' }));

  expect(submit).not.toHaveBeenCalled();
  expect(screen.getByText(REQUIRED)).toBeVisible();
  expect(input()).toBeInvalid();
  expect(input()).toHaveAccessibleDescription(`No file chosen yet ${REQUIRED}`);
});

test('a file of another type says so as soon as it is chosen; another choice clears it', async () => {
  const { user } = renderField();

  await user.upload(input(), file('setup.exe'));
  expect(screen.getByText(WRONG_TYPE)).toBeVisible();
  expect(input()).toBeInvalid();
  expect(input()).toHaveAccessibleDescription(`setup.exe (2 KB) ${WRONG_TYPE}`);

  await user.upload(input(), file('scan.pdf'));
  expect(screen.queryByText(WRONG_TYPE)).toBeNull();
  expect(input()).not.toBeInvalid();
});

test('Remove takes the file away and gives the focus back to the input', async () => {
  const { user, submit } = renderField({ noun: 'photo' });
  await user.upload(input(), file('front.jpg'));

  await user.click(
    screen.getByRole('button', { name: 'Remove the photo for Front of the vehicle' }),
  );

  expect(input()).toHaveFocus();
  expect(input()).toHaveAccessibleDescription(`No photo chosen yet ${REQUIRED}`);
  expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Submit for review' }));
  expect(submit).not.toHaveBeenCalled();
});

test('a disabled field takes no file', async () => {
  const { user } = renderField({ disabled: true });

  await user.upload(input(), file('front.pdf'));

  expect(input()).toBeDisabled();
  expect(input()).toHaveAccessibleDescription('No file chosen yet');
});
