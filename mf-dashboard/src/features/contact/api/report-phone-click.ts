import { endpoints, LIMITS, type PhoneClickBody } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useCallback } from 'react';

// POST /contact/phone (portal.md §5, §7): a signed-in user's click on our number, with the policy
// it is about and what the device says of itself. A report that fails is not the user's
// business: the call is dialled all the same.

type Device = Omit<PhoneClickBody, 'ID'>;

/** What the browser tells of itself, each part cut to the API's text limit. */
export function deviceOf(userAgent: string, platform: string): Device {
  const cut = (text: string | undefined) => (text ? text.slice(0, LIMITS.text) : null);
  // The most specific brand first: Edge and Opera also call themselves Chrome and Safari.
  const brands = [
    ['Edge', /Edg\/([\d.]+)/],
    ['Opera', /OPR\/([\d.]+)/],
    ['Firefox', /Firefox\/([\d.]+)/],
    ['Chrome', /Chrome\/([\d.]+)/],
    ['Safari', /Version\/([\d.]+).*Safari\//],
  ] as const;
  const found = brands
    .map(([brand, pattern]) => [brand, pattern.exec(userAgent)?.[1]] as const)
    .find(([, version]) => version !== undefined);
  const [name, version] = found ?? [undefined, undefined];
  const layout = /Gecko\/|Firefox\//.test(userAgent)
    ? 'Gecko'
    : /AppleWebKit\//.test(userAgent)
      ? /Chrome\//.test(userAgent)
        ? 'Blink'
        : 'WebKit'
      : undefined;
  return {
    description: cut(userAgent),
    manufacturer: null,
    os: cut(platform),
    product: null,
    name: cut(name),
    version: cut(version),
    layout: cut(layout),
  };
}

export function useReportPhoneClick() {
  const { api } = usePortal();
  return useCallback(
    (policyId: number) => {
      const body = { ID: policyId, ...deviceOf(navigator.userAgent, navigator.platform) };
      api.call(endpoints.reportPhoneClick, { body }).catch(() => undefined);
    },
    [api],
  );
}
