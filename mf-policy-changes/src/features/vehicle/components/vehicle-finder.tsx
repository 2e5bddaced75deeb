import {
  MESSAGES,
  readKey,
  RegistrationLookupSchema,
  type VehicleSearchResult,
} from '@portal/contract';
import { ClearWhen, useFieldValue, YesNoField } from '@portal/forms';
import { Alert, Box, Button, Group, Text, TextField, useForm } from '@portal/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import * as v from 'valibot';
import { useLookupRegistration } from '../api/lookup-registration';
import { IsThisTheVehicle, RegistrationOrVehicle, type FinderChoice } from './found-vehicle';

// policy-changes.md §4 'Vehicle finder', §5 'Vehicle', §8: 'has registration' Yes leads to the
// registration search, No to the chassis number; switching clears the other value. Search is
// disabled while the registration is empty; a registration the contract refuses (more than 8
// characters without spaces) is shown under the field and not looked up. A failed lookup shows
// 'Unable to find vehicle registration number. Please try again.'

/** A vehicle on the policy: a found registration then asks what it means for that vehicle. */
export interface ExistingVehicle {
  /** 'Mazda MX-5 (AB19 CDE)' */
  readonly name: string;
  /** Called with the answer, before the found registration or vehicle is filled in. */
  readonly onChoose: (choice: FinderChoice) => void;
}

type Finding =
  | { readonly step: 'idle' | 'searching' | 'failed' }
  | { readonly step: 'confirm'; readonly found: VehicleSearchResult }
  | {
      readonly step: 'choose';
      readonly found: VehicleSearchResult;
      /** What is filled in while the question waits: the answer the form's change stands for. */
      readonly choice: FinderChoice;
      readonly message: string;
    }
  | { readonly step: 'done'; readonly message: string };

/**
 * The answer a Yes stands for until the person gives another: what the form is already doing to
 * the vehicle. A replacement (the replace route, or a change of vehicle chosen earlier) takes the
 * whole found vehicle; an update takes only its registration.
 */
function answerSoFar(values: unknown): FinderChoice {
  return readKey(values, 'change_type') === 'replacement' ? 'vehicle' : 'registration';
}

interface VehicleFinderProps {
  readonly chassisPath: boolean;
  readonly existing?: ExistingVehicle;
  /** The finder filled in the vehicle. */
  readonly onFilled: () => void;
  /** The person said the found vehicle is not theirs: the fields are theirs to fill in. */
  readonly onManual: () => void;
}

export function VehicleFinder({ chassisPath, existing, onFilled, onManual }: VehicleFinderProps) {
  const form = useForm();
  const lookup = useLookupRegistration();
  const hasRegistration = useFieldValue('vehicle.has_reg_number');
  const registration = useFieldValue('vehicle.registration');
  const [finding, setFinding] = useState<Finding>({ step: 'idle' });
  const latest = useRef(0);
  const inputId = useId();
  const said = useRef<HTMLParagraphElement>(null);
  const empty = typeof registration !== 'string' || registration.trim() === '';

  useEffect(() => {
    if (finding.step === 'done') said.current?.focus();
  }, [finding]);

  async function search() {
    const typed = readKey(form.getState().values, 'vehicle.registration');
    if (!v.is(RegistrationLookupSchema, { registration: typed }) || typeof typed !== 'string') {
      // The field's own rule says why (§5: up to 8 characters once spaces are removed).
      form.blur('vehicle.registration');
      document.getElementById(inputId)?.focus();
      return;
    }
    const attempt = ++latest.current;
    setFinding({ step: 'searching' });
    try {
      const found = await lookup(typed);
      if (attempt === latest.current) setFinding({ step: 'confirm', found });
    } catch {
      if (attempt === latest.current) setFinding({ step: 'failed' });
    }
  }

  /** Fills in what the choice takes of the found vehicle; returns what to tell the person. */
  function fill(found: VehicleSearchResult, choice: FinderChoice): string {
    form.batch(() => {
      form.change('vehicle.has_reg_number', true);
      form.change('vehicle.registration', found.registration);
      if (choice === 'registration') return;
      form.change('vehicle.make', found.make);
      form.change('vehicle.model', found.model);
      form.change('vehicle.engine', found.engine || undefined);
      form.change('vehicle.transmission', found.transmission || undefined);
      form.change('vehicle.year', found.year);
    });
    onFilled();
    return choice === 'registration'
      ? `The registration ${found.registration} is filled in.`
      : `The details of the ${found.label} are filled in.`;
  }

  function choose(found: VehicleSearchResult, choice: FinderChoice): string {
    existing?.onChoose(choice);
    return fill(found, choice);
  }

  // A Yes fills the vehicle in at once, as the form's change stands, so a question left
  // unanswered never leaves the found vehicle's fields empty; an answer then changes it.
  function confirm(found: VehicleSearchResult) {
    if (!existing) {
      setFinding({ step: 'done', message: fill(found, 'vehicle') });
      return;
    }
    const choice = answerSoFar(form.getState().values);
    setFinding({ step: 'choose', found, choice, message: choose(found, choice) });
  }

  function answer(choice: FinderChoice) {
    if (finding.step !== 'choose') return;
    const { found, message } = finding;
    setFinding({
      step: 'done',
      message: choice === finding.choice ? message : choose(found, choice),
    });
  }

  function searchOnEnter(event: KeyboardEvent) {
    if (event.key !== 'Enter') return;
    // Enter here looks the registration up; it never sends the whole form.
    event.preventDefault();
    if (!empty) void search();
  }

  return (
    <>
      {chassisPath ? (
        <YesNoField
          name="vehicle.has_reg_number"
          label="Does the vehicle have a registration number?"
          required
        />
      ) : null}
      <ClearWhen when={hasRegistration === false} fields={['vehicle.registration']} />
      <ClearWhen when={hasRegistration === true} fields={['vehicle.chassis_number']} />
      {hasRegistration === false ? (
        <TextField
          name="vehicle.chassis_number"
          label="Chassis number"
          required
          autoComplete="off"
        />
      ) : (
        <>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <Box flex={1} maw={260}>
              <TextField
                id={inputId}
                name="vehicle.registration"
                label="Registration number"
                required={hasRegistration === true}
                // Its own parse keeps an emptied field '' (final-form's default makes it undefined).
                parse={(value: string) => value.toUpperCase()}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                onKeyDown={searchOnEnter}
              />
            </Box>
            {/* Level with the input, below its label. */}
            <Button
              mt={25}
              onClick={() => void search()}
              disabled={empty}
              loading={finding.step === 'searching'}
            >
              Search
            </Button>
          </Group>
          {finding.step === 'failed' ? (
            <Alert role="alert" color="red" variant="light">
              {MESSAGES.vehicleNotFound}
            </Alert>
          ) : null}
          {finding.step === 'confirm' ? (
            <IsThisTheVehicle
              found={finding.found}
              onYes={() => confirm(finding.found)}
              onNo={() => {
                onManual();
                setFinding({ step: 'done', message: 'Please enter the vehicle details below.' });
              }}
            />
          ) : null}
          {finding.step === 'choose' && existing ? (
            <>
              <RegistrationOrVehicle
                vehicleName={existing.name}
                chosen={finding.choice}
                onChoose={answer}
              />
              <Text size="sm" role="status">
                {finding.message}
              </Text>
            </>
          ) : null}
          {finding.step === 'done' ? (
            <Text ref={said} tabIndex={-1} size="sm" role="status">
              {finding.message}
            </Text>
          ) : null}
        </>
      )}
    </>
  );
}
