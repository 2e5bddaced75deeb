import { href } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { ActionIcon, Button, Popover } from '@portal/ui';
import { useOptOutLightbox } from '../api/opt-out-lightbox';

// portal.md §2 "Promotion lightbox", §4: the carousel's menu, "Don't show me these again.",
// which opts out of login promotions and goes home. Should the opt-out fail the user stays, told
// why, with the menu still there to try again: going home would let them believe it worked.

export function OptOutMenu() {
  const { navigate, notify } = usePortal();
  const optOut = useOptOutLightbox();

  function dontShowAgain() {
    optOut.mutate(undefined, {
      onSuccess: () => navigate(href('home')),
      onError: (error) => notify({ message: error.message, kind: 'error' }),
    });
  }

  return (
    <Popover
      position="bottom-end"
      shadow="md"
      withArrow
      trapFocus
      // Its button is on the page itself, clipped by no scrolling box: the menu stays with it.
      hideDetached={false}
    >
      <Popover.Target>
        <ActionIcon variant="subtle" size="lg" aria-label="Promotion options">
          <MoreIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <Button variant="subtle" onClick={dontShowAgain} loading={optOut.isPending}>
          Don&apos;t show me these again.
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}

function MoreIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="5" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="19" r="2" fill="currentColor" />
    </svg>
  );
}
