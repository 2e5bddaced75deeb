import { Paper, Title, UnstyledButton, useMediaQuery, VisuallyHidden } from '@portal/ui';
import type { Icon } from '@portal/ui/icons';
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { GRID_COLUMNS, GRID_MARGIN, moveTo, packLayout, WIDE_QUERY } from '../layout/grid-layout';

// portal.md §2 "Dashboard": over 768 px a packed grid of 4 columns with 15 px margins whose cards
// can be dragged (by their handle, with a pointer) or moved with the arrow keys; narrower, a
// stacked list in the same order. The order is the layout (layout/grid-layout.ts).

export interface DashboardCard {
  readonly id: string;
  readonly title: string;
  /** Drawn before the title; decorative, as the title says what the card is. */
  readonly icon?: Icon;
  /** Columns and rows it spans on the grid. */
  readonly w: number;
  readonly h: number;
  readonly content: ReactNode;
}

interface DashboardGridProps {
  /** The visible cards. */
  readonly cards: readonly DashboardCard[];
  /** Every card's id in layout order, hidden ones too (they keep their place). */
  readonly order: readonly string[];
  readonly onOrderChange: (order: string[]) => void;
}

const ROW_MIN_HEIGHT = 260;

export function DashboardGrid({ cards, order, onOrderChange }: DashboardGridProps) {
  const wide = useMediaQuery(WIDE_QUERY, true, { getInitialValueInEffect: false });
  const [dragging, setDragging] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const lastTarget = useRef<string | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());

  const byId = new Map(cards.map((card) => [card.id, card]));
  const ordered = order.flatMap((id) => byId.get(id) ?? []);
  const layout = new Map(
    packLayout(ordered.map(({ id, w, h }) => ({ id, w, h }))).map((item) => [item.i, item]),
  );

  // Moving a card re-orders the page, which can take focus off its handle: give it back.
  const focusAfterMove = useRef<string | null>(null);
  useEffect(() => {
    if (focusAfterMove.current === null) return;
    handles.current.get(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  });

  function moveNextTo(id: string, targetId: string) {
    onOrderChange(moveTo(order, id, order.indexOf(targetId)));
  }

  function onPointerDown(event: PointerEvent<HTMLButtonElement>, id: string) {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    lastTarget.current = id;
    setDragging(id);
  }

  function cardAt(x: number, y: number): string | undefined {
    return document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-card-id]')?.dataset.cardId;
  }

  function onPointerMove(event: PointerEvent<HTMLButtonElement>) {
    if (dragging === null) return;
    const target = cardAt(event.clientX, event.clientY);
    // After a swap the other card may still be under the pointer (cards differ in size): it is
    // taken again only once the pointer has been over another card, so cards do not flicker.
    if (!target || target === lastTarget.current) return;
    lastTarget.current = target;
    if (target !== dragging) moveNextTo(dragging, target);
  }

  function onPointerUp(event: PointerEvent<HTMLButtonElement>) {
    if (dragging === null) return;
    // Where it is dropped wins, even over the card it was last swapped with.
    const target = cardAt(event.clientX, event.clientY);
    const next =
      target && target !== dragging ? moveTo(order, dragging, order.indexOf(target)) : order;
    if (next !== order) onOrderChange([...next]);
    const card = byId.get(dragging);
    const place = next.filter((id) => byId.has(id)).indexOf(dragging) + 1;
    if (card) setAnnouncement(`${card.title} moved to place ${place} of ${ordered.length}.`);
    setDragging(null);
    lastTarget.current = null;
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, card: DashboardCard) {
    const at = ordered.findIndex((other) => other.id === card.id);
    const steps: Record<string, number> = {
      ArrowLeft: at - 1,
      ArrowUp: at - 1,
      ArrowRight: at + 1,
      ArrowDown: at + 1,
      Home: 0,
      End: ordered.length - 1,
    };
    const to = steps[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const target = ordered[Math.min(Math.max(to, 0), ordered.length - 1)];
    if (!target || target.id === card.id) return;
    moveNextTo(card.id, target.id);
    focusAfterMove.current = card.id;
    setAnnouncement(
      `${card.title} moved to place ${ordered.indexOf(target) + 1} of ${ordered.length}.`,
    );
  }

  return (
    <>
      <p id="dashboard-move-help" hidden>
        Drag a card by this handle, or use the arrow keys, to move it.
      </p>
      <div aria-live="polite" role="status">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </div>
      <div
        style={
          wide
            ? {
                display: 'grid',
                gridTemplateColumns: `repeat(${GRID_COLUMNS}, minmax(0, 1fr))`,
                gridAutoRows: `minmax(${ROW_MIN_HEIGHT}px, auto)`,
                gap: GRID_MARGIN,
              }
            : { display: 'grid', gap: GRID_MARGIN }
        }
      >
        {ordered.map((card) => {
          const place = layout.get(card.id);
          const titleId = `dashboard-card-${card.id}`;
          return (
            <section
              key={card.id}
              data-card-id={card.id}
              aria-labelledby={titleId}
              style={
                wide && place
                  ? {
                      gridColumn: `${place.x + 1} / span ${place.w}`,
                      gridRow: `${place.y + 1} / span ${place.h}`,
                      minWidth: 0,
                    }
                  : { minWidth: 0 }
              }
            >
              <Paper
                withBorder
                shadow={dragging === card.id ? 'lg' : 'xs'}
                p="md"
                radius="md"
                style={{
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 12,
                  outline:
                    dragging === card.id
                      ? '2px dashed var(--mantine-primary-color-filled)'
                      : undefined,
                }}
              >
                <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                  {card.icon && (
                    <card.icon
                      aria-hidden="true"
                      size={22}
                      stroke={1.75}
                      color="var(--mantine-primary-color-filled)"
                      style={{ flex: 'none' }}
                    />
                  )}
                  <Title order={2} id={titleId} size="h4" style={{ flex: 1, minWidth: 0 }}>
                    {card.title}
                  </Title>
                  {wide && (
                    <UnstyledButton
                      ref={(element: HTMLButtonElement | null) => {
                        if (element) handles.current.set(card.id, element);
                        else handles.current.delete(card.id);
                      }}
                      aria-label={`Move ${card.title}`}
                      aria-describedby="dashboard-move-help"
                      onPointerDown={(event: PointerEvent<HTMLButtonElement>) =>
                        onPointerDown(event, card.id)
                      }
                      onPointerMove={onPointerMove}
                      onPointerUp={onPointerUp}
                      onPointerCancel={onPointerUp}
                      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) =>
                        onKeyDown(event, card)
                      }
                      style={{
                        cursor: dragging === card.id ? 'grabbing' : 'grab',
                        touchAction: 'none',
                        padding: '4px 8px',
                        borderRadius: 4,
                        fontSize: 18,
                        lineHeight: 1,
                        color: 'var(--mantine-color-dimmed)',
                      }}
                    >
                      <span aria-hidden="true">⠿</span>
                    </UnstyledButton>
                  )}
                </div>
                <div style={{ flex: 1, minWidth: 0 }}>{card.content}</div>
              </Paper>
            </section>
          );
        })}
      </div>
    </>
  );
}
