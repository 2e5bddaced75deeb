import { Text } from '@portal/ui';

/** Labelled values, label beside value even on a phone (they are short): 'Amount due £86.40'. */
export function Facts({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        gap: '4px 16px',
        margin: 0,
      }}
    >
      {facts.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <Text component="dt" fw={600}>
            {label}
          </Text>
          <Text component="dd" m={0}>
            {value}
          </Text>
        </div>
      ))}
    </dl>
  );
}
