import { formatAddress, formatDate, optionLabel, type Option } from '@portal/contract';
import { Box, Text, useFormState } from '@portal/ui';
import {
  asksRelationship,
  type PersonSetup,
  type PersonValues,
  type Wording,
} from '../person-form-model';

// §2 step 7: a summary of name, date of birth, relationship status, counts, job summary,
// licence, usage and address, as the answers stand.

const NOT_GIVEN = 'Not given';

function label(options: readonly Option[], value: unknown): string {
  return typeof value === 'string' && value ? optionLabel(options, value) : '';
}

function countOf(list: readonly unknown[] | undefined): string {
  return String(list?.length ?? 0);
}

export function PersonSummary({ setup, wording }: { setup: PersonSetup; wording: Wording }) {
  const { options, policy } = setup;
  const { values } = useFormState<PersonValues>({ subscription: { values: true } });
  const { meta = {}, license = {}, usage = {}, occupations = [] } = values;
  const name = [
    label(options.title, meta.title),
    meta.first_name,
    meta.additional_names,
    meta.last_name,
  ]
    .filter(Boolean)
    .join(' ');
  const [job, ...otherJobs] = occupations;
  const jobSummary = job
    ? [
        label(options.occupation, job.title),
        label(options.industry, job.business_nature),
        label(options.employment_status, job.status),
      ]
        .filter(Boolean)
        .join(', ') + (otherJobs.length ? `, and ${otherJobs.length} more` : '')
    : '';
  const passed = formatDate(license.date_passed);
  const licence = [
    label(options.license_type, license.type),
    license.number,
    passed && `passed ${passed}`,
  ]
    .filter(Boolean)
    .join(', ');
  const mainUser = usage.main_user === true && !policy.flags.any_driver;
  const use = [label(options.vehicle_use, usage.description), mainUser && 'main user']
    .filter(Boolean)
    .join(', ');
  const rows: [string, string][] = [
    ['Name', name],
    ['Date of birth', formatDate(meta.dob)],
    ['Relationship status', label(options.marital_status, meta.marital_status)],
  ];
  if (asksRelationship(policy, usage.main_user)) {
    rows.push(['Relationship to the policyholder', label(options.relationship, meta.relationship)]);
  }
  rows.push(
    ['Health conditions', countOf(values.health_conditions)],
    ['Jobs', countOf(occupations)],
    ['Job', jobSummary],
    ['Qualifications', countOf(values.qualifications)],
    ['Convictions', countOf(values.convictions)],
    ['Claims', countOf(values.claims)],
    ['Licence', licence],
    ['Usage', use],
    ['Address', values.address ? formatAddress(values.address) : ''],
  );
  return (
    <section aria-label={wording.you ? 'Your answers' : `The ${wording.label}'s answers`}>
      <Box component="dl" m={0} style={{ display: 'grid', gap: 'var(--mantine-spacing-xs)' }}>
        {rows.map(([term, detail]) => (
          <div key={term}>
            <Text component="dt" fw={700} size="sm">
              {term}
            </Text>
            <Text component="dd" m={0}>
              {detail || NOT_GIVEN}
            </Text>
          </div>
        ))}
      </Box>
    </section>
  );
}
