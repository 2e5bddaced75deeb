import type { Brand } from '@portal/platform';

// The brand configuration (host name to brand) arrives with the brands work; until then the
// portal runs as its default brand.
export const DEFAULT_BRAND: Brand = {
  id: 'motorwise',
  label: 'Motorwise',
  legalName: 'Motorwise Insurance Services Ltd',
  regulatorNumber: '123456',
  contactNumber: '0330 123 4567',
};
