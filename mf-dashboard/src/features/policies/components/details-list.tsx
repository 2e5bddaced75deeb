import type { ReactNode } from 'react';

// A label and value list (dl) for the policy's sections: one row a pair, wrapping on phones.

export function DetailsList({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
        gap: '8px 24px',
        margin: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt style={{ fontSize: 13, color: 'var(--mantine-color-dimmed)' }}>{label}</dt>
          <dd style={{ margin: 0, fontWeight: 500 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
