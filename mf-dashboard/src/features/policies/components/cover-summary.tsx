import { formatDate, formatRelative, MESSAGES, type Policy } from '@portal/contract';
import { Alert, Anchor, Stack } from '@portal/ui';
import { usePortal } from '@portal/platform';
import { DetailsList } from './details-list';

// portal.md §2 "Policy details page", Summary of cover: every field; the end date as the renewal
// text or as the date and how far off it is; vehicles as 'registration - make model'; the
// any-driver note; the booklet link, with the 'Starting download...' toast for 2 seconds (§9).

export const BOOKLET_NOTICE_MS = 2000;

export function endDateText(policy: Policy, now: Date = new Date()): string {
  const { renewal_date_text: text, renewal_date: date } = policy.summary;
  if (text?.trim()) return text;
  if (!date) return 'Not known';
  return `${formatDate(date)} (${formatRelative(date, now)})`;
}

export function CoverSummary({ policy }: { policy: Policy }) {
  const { summary } = policy;
  const { notify } = usePortal();

  return (
    <Stack gap="md">
      <DetailsList
        rows={[
          ['Policy reference', policy.reference.toUpperCase()],
          [
            'No claims bonus',
            summary.no_claims_bonus_years === null
              ? 'None'
              : `${summary.no_claims_bonus_years} years`,
          ],
          ['No claims bonus protected', summary.no_claims_bonus_protected ? 'Yes' : 'No'],
          ['Effective date', formatDate(summary.start_date)],
          ['End date', endDateText(policy)],
          // A policy with no vehicles (a home policy) has no row for them.
          ...(policy.vehicles.length === 0
            ? []
            : [
                [
                  'Vehicles',
                  <ul key="vehicles" style={{ margin: 0, paddingLeft: 18 }}>
                    {policy.vehicles.map((vehicle) => (
                      <li key={vehicle.ID}>{vehicle.label}</li>
                    ))}
                  </ul>,
                ] as const,
              ]),
          ['Insurer', summary.insurer],
          ['Cover type', summary.cover],
        ]}
      />
      {policy.flags.any_driver && <Alert color="blue">{MESSAGES.anyDriverPolicy}</Alert>}
      {policy.booklet && (
        <div>
          <Anchor
            href={policy.booklet}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() =>
              notify({ message: MESSAGES.startingDownload, durationMs: BOOKLET_NOTICE_MS })
            }
          >
            Download policy booklet
          </Anchor>
        </div>
      )}
    </Stack>
  );
}
