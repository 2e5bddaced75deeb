import { ApiError, href, MESSAGES, type Policy } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { StepCheckContext } from '@portal/forms';
import { PageScreen, SchemaForm, Stack } from '@portal/ui';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useCreatePerson } from '../api/create-person';
import { useUpdatePerson } from '../api/update-person';
import {
  changesNothing,
  earliestStep,
  initialValues,
  LAST_STEP,
  personFormSchema,
  stepOf,
  STEPS,
  titleOf,
  wordingOf,
  type AddressFieldComponent,
  type PersonRequest,
  type PersonSetup,
} from '../person-form-model';
import { StepContent } from './step-content';
import { EditWatcher, RevealStepErrors } from './form-watchers';
import { StepButtons } from './step-buttons';
import { StepErrors } from './step-errors';
import { StepHeading } from './step-heading';
import { StepProgress } from './step-progress';

// policy-changes.md §2 'Driver, rider or person form' and §4 'Driver form': seven steps, one
// form. Continue checks the step's own answers with the contract's schema; the last step sums
// up, asks for the accuracy tick, and only then offers 'Send for review'. Any edit, or a move to
// another step, clears the tick. A placeholder (no person yet) is created whole; a person on the
// policy is updated with the changed parts only. A refusal lands on the earliest step it names;
// success returns to the policy summary with the server's message.

interface PersonFormProps {
  readonly setup: PersonSetup;
  /** The user's other Motor policies that can take the same change (§5 also_change). */
  readonly otherPolicies: readonly Policy[];
  readonly AddressField: AddressFieldComponent;
}

export function PersonForm({ setup, otherPolicies, AddressField }: PersonFormProps) {
  const { navigate, notify } = usePortal();
  const { policy, driver } = setup;
  const schema = useMemo(() => personFormSchema(setup), [setup]);
  const initial = useMemo(() => initialValues(setup), [setup]);
  const wording = useMemo(() => wordingOf(setup), [setup]);
  const create = useCreatePerson(policy.id);
  const update = useUpdatePerson(policy.id, driver?.ID ?? 0);
  const [step, setStep] = useState(0);
  // Steps stay mounted once shown (hidden when not current): a field mounted again would be set
  // back to its starting value by react-final-form, losing what was typed.
  const [furthest, setFurthest] = useState(0);
  // How often the current step was checked and found wanting; 0 until then.
  const [checks, setChecks] = useState(0);
  const [confirmed, setConfirmed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const clearTick = useCallback(() => setConfirmed(false), []);
  const title = titleOf(setup);

  // A new step is announced by moving focus to its heading; not on the first, where the page's
  // own title is.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  function goTo(next: number, reveal = false) {
    moved.current = true;
    setStep(next);
    setFurthest((current) => Math.max(current, next));
    setChecks((count) => (reveal ? count + 1 : 0));
    setConfirmed(false);
  }

  function onContinue(errorKeys: readonly string[]) {
    if (errorKeys.some((key) => stepOf(key) === step)) setChecks((count) => count + 1);
    else goTo(step + 1);
  }

  function onSend(errorKeys: readonly string[], submit: () => void) {
    const first = earliestStep(errorKeys);
    if (first === undefined) submit();
    else if (first === step) setChecks((count) => count + 1);
    else goTo(first, true);
  }

  async function send(request: PersonRequest): Promise<string> {
    try {
      if (request.mode === 'add') return await create.mutateAsync(request.body);
      // §5: an update without changes fails here, before anything is sent (never a status).
      if (changesNothing(request.body)) throw new ApiError(MESSAGES.noChanges, 0);
      return await update.mutateAsync(request.body);
    } catch (error) {
      // §4: a refusal jumps to the earliest step that has an error.
      const first = error instanceof ApiError ? earliestStep(Object.keys(error.fields)) : undefined;
      if (first !== undefined && first !== LAST_STEP) goTo(first, true);
      throw error;
    }
  }

  // Enter in a field would send the whole form from any step, tick or not: the buttons decide.
  function holdEnter(event: KeyboardEvent) {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
  }

  return (
    <PageScreen title={title} layout="form" aside={<StepProgress step={step} />}>
      <SchemaForm
        schema={schema}
        submit={send}
        onSuccess={(message) => {
          notify({ message, kind: 'success' });
          navigate(href('policy-summary', { policyId: String(policy.id) }));
        }}
        initialValues={initial}
        label={title}
        summary={false}
      >
        {({ submitting }) => (
          <Stack gap="lg" onKeyDown={holdEnter}>
            <EditWatcher onEdit={clearTick} />
            <RevealStepErrors step={step} checks={checks} />
            <StepHeading ref={heading} step={step} />
            <StepCheckContext value={checks > 0}>
              <StepErrors step={step} />
              {STEPS.slice(0, furthest + 1).map(({ title: stepTitle }, index) => (
                <Stack
                  key={stepTitle}
                  gap="md"
                  hidden={index !== step}
                  display={index === step ? undefined : 'none'}
                >
                  <StepContent
                    step={index}
                    setup={setup}
                    wording={wording}
                    otherPolicies={otherPolicies}
                    AddressField={AddressField}
                    confirmed={index === LAST_STEP && confirmed}
                    onConfirm={setConfirmed}
                  />
                </Stack>
              ))}
            </StepCheckContext>
            <StepButtons
              step={step}
              confirmed={confirmed}
              sending={Boolean(submitting)}
              onPrevious={() => goTo(step - 1)}
              onContinue={onContinue}
              onSend={onSend}
            />
          </Stack>
        )}
      </SchemaForm>
    </PageScreen>
  );
}
