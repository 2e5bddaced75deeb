import { href, type LightboxSlide } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { Button, Group, Text } from '@portal/ui';
import { useRef, useState } from 'react';
import { useReadLightboxPromotion } from '../api/read-lightbox-promotion';
import { OptOutMenu } from './opt-out-menu';
import { PromotionSlide } from './promotion-slide';

// portal.md §2 "Promotion lightbox", §4 "Promotion carousel": one slide at a time, Previous
// (disabled on the first slide) and Next, which marks the slide read and reads 'Dashboard' on
// the last slide, where it goes home. The slides never move by themselves, so each change is
// announced as it happens.

export function PromotionCarousel({ slides }: { slides: readonly LightboxSlide[] }) {
  const { navigate } = usePortal();
  const markRead = useReadLightboxPromotion();
  const [current, setCurrent] = useState(0);
  const nextButton = useRef<HTMLButtonElement>(null);
  // A refreshed list may hold fewer slides than the one being stepped through.
  const index = Math.min(current, slides.length - 1);
  const slide = slides[index];
  if (!slide) return null;
  const slideId = slide.id;
  const last = index === slides.length - 1;
  const position = `${index + 1} of ${slides.length}`;

  function previous() {
    setCurrent(index - 1);
    // Previous turns disabled on the first slide: focus stays on the carousel's controls.
    if (index - 1 === 0) nextButton.current?.focus();
  }

  function next() {
    // Marking read is the provider's record, not a step of the user's: a failure holds no one up.
    markRead.mutate(slideId);
    if (last) navigate(href('home'));
    else setCurrent(index + 1);
  }

  return (
    <section aria-roledescription="carousel" aria-label="Promotion slides">
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Text size="sm" c="dimmed">
          {position}
        </Text>
        <OptOutMenu />
      </Group>
      <div aria-live="polite">
        <PromotionSlide slide={slide} position={position} />
      </div>
      {/* portal.md §9: buttons 145 px wide. */}
      <Group justify="space-between" wrap="nowrap" mt="md">
        <Button variant="default" miw={145} disabled={index === 0} onClick={previous}>
          Previous
        </Button>
        <Button ref={nextButton} miw={145} onClick={next}>
          {last ? 'Dashboard' : 'Next'}
        </Button>
      </Group>
    </section>
  );
}
