import {
  formatAddress,
  formatMileage,
  optionLabel,
  POLICY_DETAILS_LABELS as LABELS,
  type Option,
  type PolicyDetailsPayload,
} from '@portal/contract';
import { ReviewAnswers, type ReviewRow, type ReviewSection } from '@portal/forms';
import { useFormState } from '@portal/ui';
import { asksUsage, type PolicyDetailsSetup } from '../policy-details-model';

// Step 4 (policy-changes.md §4): before the declaration, the answers of the first three steps
// as they stand - the address, each vehicle, each driver's work - each with a Change link to the
// step that asked it.

type Values = Partial<PolicyDetailsPayload>;

function label(options: readonly Option[], value: unknown): string {
  return typeof value === 'string' && value ? optionLabel(options, value) : '';
}

interface Job {
  readonly status?: string;
  readonly business_nature?: string;
  readonly title?: string;
}

/** The jobs as the form holds them (the schema reads them only when the occupation changed). */
function jobsOf(value: unknown): readonly Job[] {
  return Array.isArray(value) ? (value as Job[]) : [];
}

function yesNo(value: unknown): string {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  return '';
}

export function PolicyDetailsReview({ setup }: { setup: PolicyDetailsSetup }) {
  const { policy, options } = setup;
  const { values } = useFormState<Values>({ subscription: { values: true } });
  const address: ReviewRow[] = [
    {
      label: 'Policy address',
      value: values.address ? formatAddress(values.address) : '',
      step: 0,
    },
    {
      label: 'Dwelling type',
      value: label(options.dwelling_type, values.address?.dwelling_type),
      step: 0,
    },
    { label: LABELS.home_address, value: yesNo(values.home_address), step: 0 },
  ];
  if (values.home_address === false) {
    address.push({ label: LABELS.home_address_info, value: values.home_address_info, step: 0 });
  }
  address.push(
    { label: LABELS.home_owner, value: yesNo(values.home_owner), step: 0 },
    {
      label: LABELS.property_type,
      value: label(options.property_type, values.property_type),
      step: 0,
    },
  );

  const vehicles: ReviewSection[] = policy.vehicles.map((vehicle, index) => {
    const answers = values.vehicles?.[index];
    const rows: ReviewRow[] = [
      {
        label: LABELS.same_address,
        value: yesNo(answers?.same_address),
        step: 0,
      },
    ];
    if (answers?.same_address === false) {
      rows.push({
        label: 'Garaging address',
        value: answers.garage_address ? formatAddress(answers.garage_address) : '',
        step: 0,
      });
    }
    rows.push(
      {
        label: LABELS.annual_mileage,
        value:
          typeof answers?.annual_mileage === 'number'
            ? `${formatMileage(answers.annual_mileage)} miles`
            : '',
        step: 1,
      },
      {
        label: LABELS.stored_during_night,
        value: label(options.overnight, answers?.stored_during_night),
        step: 1,
      },
    );
    if (answers?.building_structure) {
      rows.push({
        label: LABELS.building_structure,
        value: label(options.building_structure, answers.building_structure),
        step: 1,
      });
    }
    return { title: vehicle.label, rows };
  });

  const drivers: ReviewSection[] = policy.drivers.map((driver, index) => {
    const answers = values.drivers?.[index];
    const rows: ReviewRow[] = [];
    if (asksUsage(policy)) {
      rows.push({
        label: LABELS.usage,
        value: label(options.vehicle_use, answers?.usage?.description),
        step: 1,
      });
    }
    rows.push({
      label: LABELS.occupation_changed,
      value: yesNo(answers?.occupation_changed),
      step: 2,
    });
    if (answers?.occupation_changed) {
      jobsOf(answers.occupations).forEach((job, at) => {
        rows.push({
          label: at === 0 ? 'Job' : `Job ${at + 1}`,
          value: [
            label(options.occupation, job.title),
            label(options.industry, job.business_nature),
            label(options.employment_status, job.status),
          ]
            .filter(Boolean)
            .join(', '),
          step: 2,
        });
      });
    }
    return { title: driver.meta.full_name, rows };
  });

  return (
    <section aria-label="Your answers">
      <ReviewAnswers sections={[{ title: 'Address', rows: address }, ...vehicles, ...drivers]} />
    </section>
  );
}
