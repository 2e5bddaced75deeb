import { formatDate, formatMoney, type Policy } from '@portal/contract';
import { Accordion, Badge, Group, Stack, Text, Title } from '@portal/ui';
import type { ReactNode } from 'react';
import { DetailsList } from './details-list';

// portal.md §2 "Policy details page": collapsible sections, all open to begin with - Summary of
// cover, the drivers (riders, people: the policy's person labels), Vehicles, Excesses, and Extras
// only when there are any.

export function PolicyDetailSections({ policy, cover }: { policy: Policy; cover: ReactNode }) {
  // A policy with no people or vehicles on it (a home policy) has no section for them.
  const sections: { value: string; title: string; content: ReactNode }[] = [
    { value: 'cover', title: 'Summary of cover', content: cover },
    ...(policy.drivers.length === 0
      ? []
      : [
          {
            value: 'people',
            title: policy.person_labels.plural_cap,
            content: <People policy={policy} />,
          },
        ]),
    ...(policy.vehicles.length === 0
      ? []
      : [{ value: 'vehicles', title: 'Vehicles', content: <Vehicles policy={policy} /> }]),
    {
      value: 'excesses',
      title: 'Excesses',
      content:
        policy.excess.length === 0 ? (
          <Text>None</Text>
        ) : (
          <DetailsList rows={policy.excess.map((item) => [item.label, formatMoney(item.value)])} />
        ),
    },
  ];
  if (policy.extras.length > 0) {
    sections.push({
      value: 'extras',
      title: 'Extras',
      content: (
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {policy.extras.map((extra) => (
            <li key={extra}>{extra}</li>
          ))}
        </ul>
      ),
    });
  }
  return (
    <Accordion multiple defaultValue={sections.map((section) => section.value)} variant="separated">
      {sections.map((section) => (
        <Accordion.Item key={section.value} value={section.value}>
          <Accordion.Control>
            <Title order={3} size="h4">
              {section.title}
            </Title>
          </Accordion.Control>
          <Accordion.Panel>{section.content}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

function People({ policy }: { policy: Policy }) {
  return (
    <Stack gap="lg">
      {policy.drivers.map((driver) => (
        <div key={driver.ID}>
          <Group gap="xs" mb={6}>
            <Title order={4} size="h5">
              {driver.meta.full_name}
            </Title>
            {driver.usage.main_user && !policy.flags.any_driver && (
              <Badge variant="light" size="sm">
                Main
              </Badge>
            )}
          </Group>
          <DetailsList
            rows={[
              ['Date of birth', formatDate(driver.meta.dob)],
              ['Vehicle usage', driver.usage.description],
              ['Licence type', driver.license.type],
              ['Claims', String(driver.claim_count)],
              ['Convictions', String(driver.conviction_count)],
              ['Qualifications', String(driver.qualification_count)],
            ]}
          />
        </div>
      ))}
    </Stack>
  );
}

function Vehicles({ policy }: { policy: Policy }) {
  return (
    <Stack gap="lg">
      {policy.vehicles.map((vehicle) => (
        <div key={vehicle.ID}>
          <Title order={4} size="h5" mb={6}>
            {vehicle.make} {vehicle.model}
          </Title>
          <DetailsList
            rows={[
              ['Registration', vehicle.registration?.toUpperCase() || 'Not registered'],
              ['Stored during the night', vehicle.stored_during_night],
              [
                vehicle.avp_completed ? 'Agreed value' : 'Estimated value',
                vehicle.est_value_formatted ?? 'Not known',
              ],
              ['Annual mileage', vehicle.annual_mileage_formatted],
              ['Modifications', vehicle.modifications?.trim() || 'None'],
            ]}
          />
        </div>
      ))}
    </Stack>
  );
}
