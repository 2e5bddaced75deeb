export * from './confirm-dialog';
export * from './checkbox-field';
export type { FieldAdapterProps } from './field-adapter';
export * from './field-error';
export * from './select-field';
export * from './text-field';
export * from './textarea-field';
export * from './form-error-summary';
export { submitErrors } from './form-errors';
export * from './navigation-link';
export * from './page-loading';
export * from './page-screen';
export * from './help-panel';
export * from './load-failed';
export * from './portal-ui-provider';
export * from './remote-unavailable';
export * from './schema-form';
export * from './schema-validator';
export * from './section';
export * from './unsaved-changes';
export { brandColourOf } from './theme';

// Mantine's components, by name so the shared @portal/ui chunk carries only these: remotes get
// the one Mantine of the page, themed for the brand, from here (lint refuses @mantine/*).
export {
  ActionIcon,
  Accordion,
  Alert,
  Anchor,
  Badge,
  Box,
  Burger,
  Button,
  Checkbox,
  CloseButton,
  Collapse,
  Container,
  Divider,
  Drawer,
  Group,
  Indicator,
  List,
  Loader,
  Modal,
  Notification,
  NavLink,
  Paper,
  Popover,
  PasswordInput,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
  Transition,
} from '@mantine/core';
export { useMediaQuery } from '@mantine/hooks';

// react-final-form's form, and the few pieces a screen needs around it.
export { FORM_ERROR } from 'final-form';
export { Form, useForm, useFormState } from 'react-final-form';
export * from './empty-state';
export { OFF_SCREEN_INPUT } from './off-screen';
