import type { ReactNode } from 'react';

// A label and value list (dl) for a card of the change screen: one column on a phone, as many
// 200 px columns as fit on wider screens.

export function DetailsList({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
        gap: '8px 24px',
        margin: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <div key={label} style={{ minWidth: 0 }}>
          <dt style={{ fontSize: 14, color: 'var(--mantine-color-dimmed)' }}>{label}</dt>
          <dd style={{ margin: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
