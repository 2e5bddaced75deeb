import { Anchor, Box, Stack, Text, Title, VisuallyHidden } from '@portal/ui';
import { createContext, use, type CSSProperties, type ReactNode } from 'react';

// policy-changes.md §4: before the declaration, every change form shows the customer's answers
// as they stand, each with a Change link back to the step that asked it. The link moves as
// Continue does (a new history entry), so Back returns to the review.

export interface StepNavigation {
  /** Shows a step (0-based) of the form. */
  change(step: number): void;
}

export const StepNavigationContext = createContext<StepNavigation | null>(null);

export interface ReviewRow {
  readonly label: string;
  /** The answer as the customer would say it; blank when not given. */
  readonly value: ReactNode;
  /** The step (0-based) that asks it. */
  readonly step: number;
}

export interface ReviewSection {
  /** A heading over the section's rows ('Vehicle 2: Volkswagen Golf'); none when only one. */
  readonly title?: string;
  readonly rows: readonly ReviewRow[];
}

const NOT_GIVEN = 'Not given';

const LIST: CSSProperties = { display: 'grid', gap: 'var(--mantine-spacing-xs)' };
// The label over the answer, the Change link beside both: on a phone as on a desktop.
const ROW: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: 'var(--mantine-spacing-md)',
  paddingBottom: 'var(--mantine-spacing-xs)',
  borderBottom: '1px solid var(--mantine-color-default-border)',
};
const CHANGE: CSSProperties = { gridColumn: 2, gridRow: '1 / span 2', alignSelf: 'center' };

/** The answers in sections, each row with its Change link; the heading names the list. */
export function ReviewAnswers({
  title = 'Check your answers',
  sections,
}: {
  title?: string;
  sections: readonly ReviewSection[];
}) {
  const navigation = use(StepNavigationContext);
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {title}
      </Title>
      {sections.map((section, index) => (
        <Stack key={section.title ?? index} gap={4}>
          {section.title ? (
            <Text fw={700} component="h4" m={0}>
              {section.title}
            </Text>
          ) : null}
          <Box component="dl" m={0} style={LIST}>
            {section.rows.map((row) => (
              <Box key={row.label} style={ROW}>
                <Text component="dt" fw={700} size="sm">
                  {row.label}
                </Text>
                <Text component="dd" m={0} style={{ gridColumn: 1, overflowWrap: 'anywhere' }}>
                  {isBlank(row.value) ? NOT_GIVEN : row.value}
                </Text>
                {navigation ? (
                  <Box component="dd" m={0} style={CHANGE}>
                    <Anchor
                      component="button"
                      type="button"
                      onClick={() => navigation.change(row.step)}
                    >
                      Change <VisuallyHidden>{row.label.toLowerCase()}</VisuallyHidden>
                    </Anchor>
                  </Box>
                ) : null}
              </Box>
            ))}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

function isBlank(value: ReactNode): boolean {
  return value === null || value === undefined || value === false || value === '';
}
