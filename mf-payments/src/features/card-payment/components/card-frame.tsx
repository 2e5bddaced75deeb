import { CardTokenSchema } from '@portal/contract';
import { Skeleton, Stack } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';

// The reference gateway's hosted card page (docs/decisions/007; api/src/gateway): card details are
// typed into its page, never into ours, and it posts back a one-time token. A message counts only
// when it comes from this page's origin and from this iframe's window: any other frame or tab
// could post a look-alike.

/** What the hosted page posts once the card is tokenised. */
export interface CardToken {
  readonly token: string;
  readonly last4: string;
  readonly brand: string;
}

const GatewayMessageSchema = v.variant('type', [
  v.object({
    type: v.literal('gateway:token'),
    token: CardTokenSchema,
    last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
    brand: v.string(),
  }),
  v.object({
    type: v.literal('gateway:resize'),
    height: v.pipe(v.number(), v.finite(), v.minValue(0)),
  }),
]);

// Before the first resize message: about the height of the card form on a phone.
const FIRST_HEIGHT = 420;
// Ours: no page of the gateway is taller; a bigger number is not believed.
const TALLEST = 2000;

/** The address of the hosted card page; the amount is only shown on its Pay button. */
export function cardPageAddress(amount: number): string {
  return `/api/gateway/card?amount=${amount.toFixed(2)}`;
}

export function CardFrame({
  amount,
  onToken,
}: {
  amount: number;
  /** Called once per token the hosted page posts. */
  onToken: (card: CardToken) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [height, setHeight] = useState(FIRST_HEIGHT);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  }, [onToken]);

  useEffect(() => {
    const seen = new Set<string>();
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const parsed = v.safeParse(GatewayMessageSchema, event.data);
      if (!parsed.success) return;
      const message = parsed.output;
      if (message.type === 'gateway:resize') {
        setHeight(Math.min(Math.ceil(message.height), TALLEST));
        return;
      }
      if (seen.has(message.token)) return;
      seen.add(message.token);
      onTokenRef.current({ token: message.token, last4: message.last4, brand: message.brand });
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <div className="card-frame">
      {loaded ? null : (
        <Stack gap="sm" role="status" aria-label="Loading the secure card form">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} width="50%" />
          <Skeleton height={36} width={145} />
        </Stack>
      )}
      <iframe
        ref={frame}
        title="Card payment"
        src={cardPageAddress(amount)}
        onLoad={() => setLoaded(true)}
        // Hidden, not removed, while it loads: the page must load to say it has.
        style={{
          display: 'block',
          width: '100%',
          height: loaded ? height : 0,
          border: 0,
          visibility: loaded ? 'visible' : 'hidden',
        }}
      />
    </div>
  );
}
