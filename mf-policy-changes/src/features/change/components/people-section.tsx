import {
  formatDate,
  href,
  removePersonQuestion,
  type Policy,
  type PolicyDriver,
} from '@portal/contract';
import { AppLink } from '@portal/platform';
import { Badge, Button, Group, Section, Stack, VisuallyHidden } from '@portal/ui';
import { ChangeCard } from './change-card';
import { DetailsList } from './details-list';
import type { RemovalTarget } from './removal-dialog';

// policy-changes.md §2 'Make-a-change screen', insured people (drivers, riders or people, by the
// policy's person labels): the name, 'Main' on the main user unless the policy is any-driver
// (§6), date of birth, usage, licence type, occupations and the counts; Update, Remove and
// 'Add new'.

function occupations(person: PolicyDriver) {
  if (person.occupations.length === 0) return 'None';
  return (
    <ul style={{ margin: 0, paddingLeft: 18 }}>
      {person.occupations.map((job, index) => (
        <li key={index}>
          {job.title} ({job.business_nature}), {job.status}
        </li>
      ))}
    </ul>
  );
}

export function PeopleSection({
  policy,
  changeable,
  onRemove,
}: {
  policy: Policy;
  changeable: boolean;
  onRemove: (target: RemovalTarget) => void;
}) {
  const policyId = String(policy.id);
  const { single, plural_cap: plural } = policy.person_labels;
  return (
    <Section
      title={plural}
      actions={
        changeable && (
          <Button component={AppLink} href={href('person-create', { policyId })} variant="light">
            Add new <VisuallyHidden>{single}</VisuallyHidden>
          </Button>
        )
      }
    >
      <Stack gap="md">
        {policy.drivers.map((person) => {
          const name = person.meta.full_name;
          return (
            <ChangeCard
              key={person.ID}
              title={name}
              tag={
                person.usage.main_user &&
                !policy.flags.any_driver && (
                  <Badge variant="light" size="sm">
                    Main
                  </Badge>
                )
              }
            >
              <DetailsList
                rows={[
                  ['Date of birth', formatDate(person.meta.dob)],
                  ['Vehicle usage', person.usage.description],
                  ['Licence type', person.license.type],
                  ['Occupations', occupations(person)],
                  ['Claims', String(person.claim_count)],
                  ['Convictions', String(person.conviction_count)],
                  ['Qualifications', String(person.qualification_count)],
                ]}
              />
              {changeable && (
                <Group gap="xs">
                  <Button
                    component={AppLink}
                    href={href('person-change', { policyId, personId: String(person.ID) })}
                    variant="default"
                    size="sm"
                  >
                    Update <VisuallyHidden>{name}</VisuallyHidden>
                  </Button>
                  <Button
                    variant="default"
                    color="red"
                    size="sm"
                    onClick={() =>
                      onRemove({
                        kind: 'person',
                        id: person.ID,
                        title: `Remove ${single}`,
                        question: removePersonQuestion(name),
                      })
                    }
                  >
                    Remove <VisuallyHidden>{name}</VisuallyHidden>
                  </Button>
                </Group>
              )}
            </ChangeCard>
          );
        })}
      </Stack>
    </Section>
  );
}
