import { POLICY_DETAILS_LABELS as LABELS, type PolicyDriver } from '@portal/contract';
import { OptionField, RepeatableGroup, useFieldValue, YesNoField } from '@portal/forms';
import { Paper, Stack, Text } from '@portal/ui';
import type { PolicyDetailsSetup } from '../policy-details-model';

// Step 3 (policy-changes.md §2, §3, §5 'Policy details form'): per driver, whether the
// occupation changed, and when it did the jobs as they are now - at least one, each with its
// status, nature of business and job title; the first cannot be removed. The jobs on the policy
// are the starting point; while the answer is no they are not sent.

export function EmploymentStep({ setup }: { setup: PolicyDetailsSetup }) {
  return (
    <Stack gap="lg">
      {setup.policy.drivers.map((driver, index) => (
        <DriverEmployment key={driver.ID} index={index} driver={driver} setup={setup} />
      ))}
    </Stack>
  );
}

interface DriverEmploymentProps {
  readonly index: number;
  readonly driver: PolicyDriver;
  readonly setup: PolicyDetailsSetup;
}

function DriverEmployment({ index, driver, setup }: DriverEmploymentProps) {
  const { options } = setup;
  const prefix = `drivers.${index}`;
  const name = driver.meta.full_name;
  const changed = useFieldValue(`${prefix}.occupation_changed`);
  return (
    <Paper component="fieldset" withBorder radius="md" p="md" m={0} miw={0}>
      <Text component="legend" fw={700} px={4}>
        {name}
      </Text>
      <Stack gap="md">
        <YesNoField
          name={`${prefix}.occupation_changed`}
          label={LABELS.occupation_changed}
          description={`Has ${name}'s occupation changed?`}
          required
        />
        {changed === true ? (
          <RepeatableGroup
            name={`${prefix}.occupations`}
            legend={LABELS.occupations}
            noun="job"
            keepFirst
            description={`${name}'s main job, and any other.`}
          >
            {(job) => (
              <>
                <OptionField
                  name={`${job}.status`}
                  label={LABELS.status}
                  required
                  options={options.employment_status}
                />
                <OptionField
                  name={`${job}.business_nature`}
                  label={LABELS.business_nature}
                  required
                  options={options.industry}
                />
                <OptionField
                  name={`${job}.title`}
                  label={LABELS.title}
                  required
                  options={options.occupation}
                />
              </>
            )}
          </RepeatableGroup>
        ) : null}
      </Stack>
    </Paper>
  );
}
