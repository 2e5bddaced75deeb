import { formatAddress, formatDate, optionLabel, type Option } from '@portal/contract';
import { ReviewAnswers, type ReviewRow } from '@portal/forms';
import { useFormState } from '@portal/ui';
import {
  asksRelationship,
  type PersonSetup,
  type PersonValues,
  type Wording,
} from '../person-form-model';

// §2 step 7: a summary of name, date of birth, relationship status, counts, job summary,
// licence, usage and address, as the answers stand.

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
  // Each answer with the step that asks it (STEPS): the review's Change links go there.
  const rows: ReviewRow[] = [
    { label: 'Name', value: name, step: 0 },
    { label: 'Date of birth', value: formatDate(meta.dob), step: 0 },
    {
      label: 'Relationship status',
      value: label(options.marital_status, meta.marital_status),
      step: 0,
    },
  ];
  if (asksRelationship(policy, usage.main_user)) {
    rows.push({
      label: 'Relationship to the policyholder',
      value: label(options.relationship, meta.relationship),
      step: 0,
    });
  }
  rows.push(
    { label: 'Health conditions', value: countOf(values.health_conditions), step: 1 },
    { label: 'Jobs', value: countOf(occupations), step: 2 },
    { label: 'Job', value: jobSummary, step: 2 },
    { label: 'Qualifications', value: countOf(values.qualifications), step: 3 },
    { label: 'Convictions', value: countOf(values.convictions), step: 3 },
    { label: 'Claims', value: countOf(values.claims), step: 4 },
    { label: 'Licence', value: licence, step: 3 },
    { label: 'Usage', value: use, step: 3 },
    { label: 'Address', value: values.address ? formatAddress(values.address) : '', step: 5 },
  );
  return (
    <section aria-label={wording.you ? 'Your answers' : `The ${wording.label}'s answers`}>
      <ReviewAnswers sections={[{ rows }]} />
    </section>
  );
}
