import type { Agreement } from '@portal/contract';
import { List, Text } from '@portal/ui';

// Where the user is among several agreements: each title in order, the ones before the current
// one marked done, the current one marked for screen readers (aria-current) as well as by sight.

export function AgreementsProgress({
  agreements,
  current,
}: {
  agreements: readonly Agreement[];
  current: number;
}) {
  return (
    <div>
      <Text fw={600} mb={4}>
        Agreement {current + 1} of {agreements.length}
      </Text>
      <List type="ordered" spacing={2}>
        {agreements.map((agreement, index) => (
          <List.Item key={agreement.ID} aria-current={index === current ? 'step' : undefined}>
            <Text
              span
              fw={index === current ? 700 : 400}
              c={index < current ? 'dimmed' : undefined}
            >
              {agreement.title}
              {index < current && ' (done)'}
            </Text>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
