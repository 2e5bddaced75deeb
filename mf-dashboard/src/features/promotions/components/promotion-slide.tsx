import type { LightboxSlide } from '@portal/contract';
import { Button, Stack, Text, Title, useMediaQuery, VisuallyHidden } from '@portal/ui';

// portal.md §2 "Promotion lightbox": a slide's background - the full-size image on wide screens,
// the small one on phones - under its heading, sub-heading and optional 'Find out more' link,
// which opens in a new tab.

// The text sits on a dark scrim at least 65% opaque, so white text keeps 4.5:1 (WCAG AA) over
// any image, a white one included; the scrim fades out only above the text.
const SCRIM =
  'linear-gradient(to top, rgba(0, 0, 0, 0.8) 0%, rgba(0, 0, 0, 0.65) calc(100% - 48px), rgba(0, 0, 0, 0) 100%)';

export function PromotionSlide({ slide, position }: { slide: LightboxSlide; position: string }) {
  // Wide over 768 px, as the dashboard's grid (portal.md §9).
  const wide = useMediaQuery('(min-width: 769px)', true, { getInitialValueInEffect: false });
  const background = wide ? slide.background.desktop : slide.background.mobile;
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={position}
      style={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
        overflow: 'hidden',
        borderRadius: 8,
        // Until the image arrives, or where there is none, the text is still on dark.
        background: '#1f2933',
        // Tall on a phone, a wide banner that still leaves the controls in view on a desktop.
        aspectRatio: wide ? undefined : '3 / 4',
        minHeight: wide ? 'clamp(360px, 42vw, 520px)' : undefined,
      }}
    >
      {background && (
        <img
          src={background}
          alt=""
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
          }}
        />
      )}
      <Stack
        gap="sm"
        align="flex-start"
        style={{
          position: 'relative',
          padding: wide ? '64px 40px 40px' : '64px 20px 24px',
          background: SCRIM,
        }}
      >
        <Title order={2} c="white">
          {slide.heading}
        </Title>
        <Text c="white" size={wide ? 'lg' : 'md'} maw={640}>
          {slide.subHeading}
        </Text>
        {slide.link && (
          <Button
            component="a"
            href={slide.link}
            target="_blank"
            rel="noopener noreferrer"
            variant="white"
            // The brand's focus ring would not show on the dark scrim.
            style={{ outlineColor: '#ffffff' }}
          >
            Find out more{' '}
            <VisuallyHidden>about {slide.heading} (opens in a new tab)</VisuallyHidden>
          </Button>
        )}
      </Stack>
    </div>
  );
}
