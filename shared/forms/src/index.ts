// The pieces of the portal's longer forms (policy changes and payments), on react-final-form
// and @portal/ui: answers read by dotted key, yes/no, dates, whole numbers and money, option
// lists, repeatable groups, and answers cleared once the question that asked for them is
// answered no. Not shared between builds: a remote with long forms bundles what it uses, and a
// page without one (login, the dashboard) carries none of it.
export * from './clear-when';
export * from './date-field';
export * from './form-values';
export * from './group-error';
export * from './number-field';
export * from './option-field';
export * from './multi-select-field';
export * from './repeatable-group';
export * from './step-check';
// The step form of the driver and policy details forms (policy-changes.md §2, §4).
export {
  ACCURACY_CONFIRMATION,
  AlsoChangeField,
  alsoChangeCandidates,
  ConfirmTick,
  EffectiveDateField,
} from './step-form/final-checks';
export * from './step-form/form-steps';
export * from './step-form/step-form';
export * from './yes-no-field';
export * from './files-field';
export * from './upload-progress';
export * from './use-form-field';
export * from './choice-cards-field';
export * from './single-file-field';
// The answers before the declaration, each with its Change link (policy-changes.md §4).
export * from './step-form/review-answers';
export { FILES_NOT_KEPT } from './step-form/step-form';
export { FORM_DRAFT_PREFIX } from './step-form/form-draft';
