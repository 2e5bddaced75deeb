import { ApiError, type AnySchema, type Validation } from '@portal/contract';
import { Alert, PageScreen, SchemaForm, Stack, type FormValuesOf } from '@portal/ui';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { StepCheckContext } from '../step-check';
import { ConfirmationContext } from './final-checks';
import { clearFormDraft, readFormDraft } from './form-draft';
import { DraftKeeper } from './draft-keeper';
import { EditWatcher, RevealStepErrors } from './form-watchers';
import { earliestStep, stepOf, type FormStep } from './form-steps';
import { StepButtons } from './step-buttons';
import { StepErrors } from './step-errors';
import { StepHeading } from './step-heading';
import { StepProgress } from './step-progress';
import { stepInHistory, useStepHistory } from './step-history';
import { StepNavigationContext } from './review-answers';

// policy-changes.md §2 and §4, the driver form and the policy details form alike: one form in
// steps. Continue checks the step's own answers with the contract's schema; the last step asks
// for the accuracy tick (ConfirmTick) and only then offers the submit button. Any edit, or a
// move to another step, clears the tick. A refusal lands on the earliest step it names; success
// is the caller's (back to the policy summary with the server's message). The agreed-value form
// (§2) words its buttons Back, Next and 'Submit for review' and asks no tick: the labels and the
// tick are the caller's to change, the driver form's wording the default.
//
// Each step is an entry of the browser's history (step-history.ts): Back and Forward move
// between steps, and Back from the first leaves the form. The answers and the step are kept in
// this tab's session storage as they change (form-draft.ts), so a reload comes back to the same
// step with every answer but files; the draft goes when the form is sent or left.

/** What the schema gives the call: the values as checked and transformed. */
export type StepFormOutput<S extends AnySchema> = Extract<
  Validation<S>,
  { success: true }
>['output'];

export interface StepFormProps<S extends AnySchema> {
  /** The page title (the one h1) and the form's accessible name. */
  readonly title: string;
  readonly steps: readonly FormStep[];
  readonly schema: S;
  readonly initialValues?: FormValuesOf<S>;
  /** Sends the checked values; resolves with the server's message, throws its refusal. */
  readonly submit: (sent: StepFormOutput<S>) => Promise<string>;
  readonly onSuccess: (message: string, sent: StepFormOutput<S>) => void | Promise<void>;
  /** The last step's button: 'Send for review'. */
  readonly submitLabel: string;
  /** The back button: 'Previous' unless given (the agreed-value form's 'Back', §2). */
  readonly previousLabel?: string;
  /** The forward button: 'Continue n/N' unless given (the agreed-value form's 'Next', §2). */
  readonly nextLabel?: string;
  /**
   * Whether the last step asks the accuracy tick before it offers the submit button (§4: the
   * driver and policy details forms); on unless said. The agreed-value form has none (§2).
   */
  readonly confirm?: boolean;
  /** Controls of the whole form, above every step (the agreed-value form's Auto Save, §2). */
  readonly header?: ReactNode;
  /**
   * A step's questions (0-based). Keep it stable (useCallback): each step renders again only
   * when it is shown or hidden, its fields following their own answers.
   */
  readonly renderStep: (step: number) => ReactNode;
}

export function StepForm<S extends AnySchema>({
  title,
  steps,
  schema,
  initialValues,
  submit,
  onSuccess,
  submitLabel,
  previousLabel = 'Previous',
  nextLabel,
  confirm = true,
  header,
  renderStep,
}: StepFormProps<S>) {
  const last = steps.length - 1;
  // The form's address names its draft and its history entries.
  const [form] = useState(() => window.location.pathname);
  // A draft is this tab's answers to come back to on a reload (or Back to the form's entry): a
  // new visit starts afresh, whatever an earlier one left.
  const [draft] = useState(() => {
    if (stepInHistory(form) !== undefined) return readFormDraft<FormValuesOf<S>>(form);
    clearFormDraft(form);
    return null;
  });
  const [step, setStep] = useState(() =>
    draft ? Math.min(stepInHistory(form) ?? draft.step, draft.furthest, last) : 0,
  );
  // Steps stay mounted once shown (hidden when not current): a field mounted again would be set
  // back to its starting value by react-final-form, losing what was typed.
  const [furthest, setFurthest] = useState(() => (draft ? Math.min(draft.furthest, last) : 0));
  // How often the current step was checked and found wanting; 0 until then.
  const [checks, setChecks] = useState(0);
  const [confirmed, setConfirmed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const clearTick = useCallback(() => setConfirmed(false), []);
  const confirmation = useMemo(() => ({ confirmed, onConfirm: setConfirmed }), [confirmed]);

  // A new step is announced by moving focus to its heading; not on the first, where the page's
  // own title is.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  /** Shows a step already in the history (Back, Forward, Previous). */
  const show = useCallback(
    (shown: number) => {
      moved.current = true;
      setStep(Math.min(shown, last));
      setChecks(0);
      setConfirmed(false);
    },
    [last],
  );
  const history = useStepHistory(form, step, show);

  /** Moves to a step as a new history entry; `next` when Continue moved one step on. */
  function goTo(next: number, { reveal = false, onward = false } = {}) {
    history.push(next, onward);
    moved.current = true;
    setStep(next);
    setFurthest((current) => Math.max(current, next));
    setChecks((count) => (reveal ? count + 1 : 0));
    setConfirmed(false);
  }
  // The review's Change links (review-answers.tsx) move as Continue does, through the latest goTo.
  const latestGoTo = useRef(goTo);
  useLayoutEffect(() => {
    latestGoTo.current = goTo;
  });
  const stepNavigation = useMemo(() => ({ change: (to: number) => latestGoTo.current(to) }), []);

  function onContinue(errorKeys: readonly string[]) {
    if (errorKeys.some((key) => stepOf(steps, key) === step)) setChecks((count) => count + 1);
    else goTo(step + 1, { onward: true });
  }

  function onSend(errorKeys: readonly string[], send: () => void) {
    const first = earliestStep(steps, errorKeys);
    if (first === undefined) send();
    else if (first === step) setChecks((count) => count + 1);
    else goTo(first, { reveal: true });
  }

  async function send(sent: StepFormOutput<S>): Promise<string> {
    try {
      return await submit(sent);
    } catch (error) {
      // §4: a refusal jumps to the earliest step that has an error.
      const keys = error instanceof ApiError ? Object.keys(error.fields) : [];
      const first = earliestStep(steps, keys);
      if (first !== undefined && first !== last) goTo(first, { reveal: true });
      throw error;
    }
  }

  // Enter in a field would send the whole form from any step, tick or not: the buttons decide.
  function holdEnter(event: KeyboardEvent) {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
  }

  return (
    <PageScreen title={title} layout="form" aside={<StepProgress steps={steps} step={step} />}>
      <SchemaForm
        schema={schema}
        submit={send}
        onSuccess={(message, sent) => {
          clearFormDraft(form);
          return onSuccess(message, sent);
        }}
        initialValues={draft?.values ?? initialValues}
        unsaved={draft !== null}
        label={title}
        summary={false}
      >
        {({ submitting }) => (
          <Stack gap="lg" onKeyDown={holdEnter}>
            <EditWatcher onEdit={clearTick} />
            <DraftKeeper form={form} step={step} furthest={furthest} />
            <RevealStepErrors steps={steps} step={step} checks={checks} />
            {header}
            {draft?.filesLeftOut ? <Alert color="yellow">{FILES_NOT_KEPT}</Alert> : null}
            <StepHeading ref={heading} steps={steps} step={step} />
            <StepCheckContext value={checks > 0}>
              <ConfirmationContext value={confirmation}>
                <StepNavigationContext value={stepNavigation}>
                  <StepErrors steps={steps} step={step} />
                  {steps.slice(0, furthest + 1).map((shown, index) => (
                    <StepPanel
                      key={shown.title}
                      index={index}
                      current={index === step}
                      renderStep={renderStep}
                    />
                  ))}
                </StepNavigationContext>
              </ConfirmationContext>
            </StepCheckContext>
            <StepButtons
              step={step}
              count={steps.length}
              submitLabel={submitLabel}
              previousLabel={previousLabel}
              nextLabel={nextLabel ?? `Continue ${step + 1}/${steps.length}`}
              confirmed={confirmed || !confirm}
              sending={Boolean(submitting)}
              onPrevious={() => history.previous(step)}
              onContinue={onContinue}
              onSend={onSend}
            />
          </Stack>
        )}
      </SchemaForm>
    </PageScreen>
  );
}

/** Said above the form when a reload brought the answers back without the files chosen. */
export const FILES_NOT_KEPT =
  'The files you chose before the page was reloaded could not be kept. Please choose them again.';

/**
 * One step's questions. Memoised: the form renders again on every change, and a step's fields
 * each follow their own answer already.
 */
const StepPanel = memo(function StepPanel({
  index,
  current,
  renderStep,
}: {
  index: number;
  current: boolean;
  renderStep: (step: number) => ReactNode;
}) {
  return (
    <Stack gap="md" hidden={!current} display={current ? undefined : 'none'}>
      {renderStep(index)}
    </Stack>
  );
});
