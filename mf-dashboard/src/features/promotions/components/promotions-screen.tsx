import { href, toLightboxSlide, type LightboxSlide } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { CashbackOfferLink } from '@portal/platform/remote-app';
import { Loader, PageScreen, Stack, Text } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useLightboxPromotions } from '../api/get-lightbox-promotions';
import { PromotionCarousel } from './promotion-carousel';

// portal.md §2 "Promotion lightbox", §4 "Promotion carousel", §8, route 'promotions' (where
// sign-in lands a user with nothing to do): 'Finding account' while the promotions load, then
// the carousel. With no promotions, or when they cannot be loaded, the user goes on to home in
// place of this address, so Back does not lead to a page with nothing on it.

export function PromotionsScreen({ title }: { title: string }) {
  const { navigate } = usePortal();
  const promotions = useLightboxPromotions();
  // The promotions not seen yet, as first loaded: Next marks a slide read, and the carousel
  // keeps its slides while it does. One seen at an earlier sign-in is not shown again.
  const [unread, setUnread] = useState<readonly LightboxSlide[] | null>(null);
  if (unread === null && promotions.data !== undefined) {
    setUnread(promotions.data.filter((promotion) => !promotion.read).map(toLightboxSlide));
  }
  // A refresh that fails while the slides are shown keeps them: only a first load goes home.
  const nothingToShow = unread === null ? promotions.isError : unread.length === 0;
  const slides = unread ?? [];

  useEffect(() => {
    if (nothingToShow) navigate(href('home'), { replace: true });
  }, [nothingToShow, navigate]);

  if (nothingToShow || slides.length === 0) {
    return (
      <PageScreen title={title} busy>
        <Stack align="center" justify="center" gap="sm" mih={240} role="status">
          <Loader aria-hidden="true" />
          <Text>Finding account</Text>
        </Stack>
      </PageScreen>
    );
  }
  return (
    <PageScreen title={title}>
      <Stack gap="md">
        <PromotionCarousel slides={slides} />
        <CashbackOfferLink />
      </Stack>
    </PageScreen>
  );
}
