// What the API pushes (api/src/push/deliver.ts) and the service worker shows. Read by hand, not
// with valibot: the worker stays a small file of its own.

export interface PushMessage {
  readonly title: string;
  readonly body: string;
  /** Where a click goes: a path of the portal or an https address. */
  readonly url: string;
}

const DEFAULT_TITLE = 'New notification';

function textField(json: unknown, name: string): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const value: unknown = Reflect.get(json, name);
  return typeof value === 'string' ? value : undefined;
}

/** Only the portal's own paths and https addresses are followed; anything else opens home. */
export function safeTarget(value: string | undefined, origin: string): string {
  const home = new URL('/', origin).href;
  if (!value) return home;
  try {
    const url = new URL(value, origin);
    return url.origin === origin || url.protocol === 'https:' ? url.href : home;
  } catch {
    return home;
  }
}

/** The push's JSON, or its text as the body when a sender sends plain text. */
export function readPushMessage(data: { text(): string } | null, origin: string): PushMessage {
  const raw = data?.text() ?? '';
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { title: DEFAULT_TITLE, body: raw, url: safeTarget(undefined, origin) };
  }
  return {
    title: textField(json, 'title')?.trim() || DEFAULT_TITLE,
    body: textField(json, 'body') ?? '',
    url: safeTarget(textField(json, 'url'), origin),
  };
}
