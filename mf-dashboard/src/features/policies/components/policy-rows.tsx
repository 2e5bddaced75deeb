import { href, MESSAGES, type Policy } from '@portal/contract';
import { AppLink } from '@portal/platform';
import { Badge, Text, UnstyledButton } from '@portal/ui';
import { PolicyIcon } from './policy-icon';

// The rows of the policies list (portal.md §2 "Dashboard", policies card; the 'policies' page):
// a supported policy links to its summary, an unsupported one asks for the warning of §8
// instead, and a policy held at the other brand carries a badge naming it.

export function PolicyRows({
  policies,
  onUnsupported,
  old = false,
}: {
  policies: readonly Policy[];
  onUnsupported: (policy: Policy) => void;
  /** Old (hidden) policies: drawn half-opaque, their words still readable (below). */
  old?: boolean;
}) {
  if (policies.length === 0) return null;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
      {policies.map((policy) => (
        <li key={policy.id}>
          <PolicyRow policy={policy} onUnsupported={onUnsupported} old={old} />
        </li>
      ))}
    </ul>
  );
}

const ROW_STYLE = {
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  flexWrap: 'wrap',
  width: '100%',
  minHeight: 44,
  padding: '6px 8px',
  borderRadius: 6,
  border: '1px solid var(--mantine-color-gray-3)',
  color: 'inherit',
  textDecoration: 'none',
} as const;

// portal.md §2: old policies are half-opaque when shown. The row's icon, border and ground are;
// its words are not, but in the dimmed grey (7:1 on white): text at half opacity falls to 2.4:1,
// under the 4.5:1 every reader is owed (WCAG 1.4.3; record 021).
const OLD_ROW_STYLE = {
  ...ROW_STYLE,
  borderColor: 'rgb(222 226 230 / 50%)',
  borderStyle: 'dashed',
  color: 'var(--mantine-color-dimmed)',
} as const;

function PolicyRow({
  policy,
  onUnsupported,
  old,
}: {
  policy: Policy;
  onUnsupported: (policy: Policy) => void;
  old: boolean;
}) {
  const style = old ? OLD_ROW_STYLE : ROW_STYLE;
  const content = (
    <>
      {/* The icon and the label are one item of the row, sized from a basis, not from the
          label's text: a long label wraps beside its icon, and only the badge may take a line
          of its own, so on a phone the icon never drops onto a line without its label. */}
      <span
        style={{ display: 'flex', alignItems: 'center', gap: 10, flex: '1 1 12rem', minWidth: 0 }}
      >
        {old ? (
          <span style={{ display: 'flex', opacity: 0.5 }} data-faded="">
            <PolicyIcon icon={policy.icon} />
          </span>
        ) : (
          <PolicyIcon icon={policy.icon} />
        )}
        <span style={{ minWidth: 0 }}>
          <Text component="span" fw={600} display="block" c={old ? 'dimmed' : undefined}>
            {policy.label}
          </Text>
          <Text component="span" size="sm" c="dimmed" display="block">
            {policy.reference.toUpperCase()}
          </Text>
        </span>
      </span>
      {!policy.correct_portal && (
        <Badge
          color="yellow"
          variant="light"
          styles={{
            root: { height: 'auto', paddingBlock: 2, textTransform: 'none' },
            label: { whiteSpace: 'normal', overflow: 'visible' },
          }}
        >
          {MESSAGES.policyHeldAt} {policy.portal.label}
        </Badge>
      )}
    </>
  );
  if (!policy.is_supported) {
    return (
      <UnstyledButton style={style} onClick={() => onUnsupported(policy)}>
        {content}
      </UnstyledButton>
    );
  }
  return (
    <AppLink href={href('policy-summary', { policyId: String(policy.id) })} style={style}>
      {content}
    </AppLink>
  );
}
