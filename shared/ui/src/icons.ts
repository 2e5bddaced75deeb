// The portal's icon set: Tabler's outline icons (Mantine's usual pairing), one module each, so a
// build carries only the icons it draws. `@portal/ui/icons` is not a shared module: each app
// bundles the few it uses (about 0.3 kB gzip an icon, 1 kB for the first). Icons are decorative
// (aria-hidden) wherever text beside them says the same; an icon-only control has a label.
export { default as IconAlertTriangle } from '@tabler/icons-react/icons/IconAlertTriangle';
export { default as IconArrowRight } from '@tabler/icons-react/icons/IconArrowRight';
export { default as IconBell } from '@tabler/icons-react/icons/IconBell';
export { default as IconBook } from '@tabler/icons-react/icons/IconBook';
export { default as IconBuildingBank } from '@tabler/icons-react/icons/IconBuildingBank';
export { default as IconCalendarEvent } from '@tabler/icons-react/icons/IconCalendarEvent';
export { default as IconCar } from '@tabler/icons-react/icons/IconCar';
export { default as IconCertificate } from '@tabler/icons-react/icons/IconCertificate';
export { default as IconChecklist } from '@tabler/icons-react/icons/IconChecklist';
export { default as IconCircleCheck } from '@tabler/icons-react/icons/IconCircleCheck';
export { default as IconCreditCard } from '@tabler/icons-react/icons/IconCreditCard';
export { default as IconDownload } from '@tabler/icons-react/icons/IconDownload';
export { default as IconFileText } from '@tabler/icons-react/icons/IconFileText';
export { default as IconFileUpload } from '@tabler/icons-react/icons/IconFileUpload';
export { default as IconGauge } from '@tabler/icons-react/icons/IconGauge';
export { default as IconGift } from '@tabler/icons-react/icons/IconGift';
export { default as IconHelpCircle } from '@tabler/icons-react/icons/IconHelpCircle';
export { default as IconHome } from '@tabler/icons-react/icons/IconHome';
export { default as IconInbox } from '@tabler/icons-react/icons/IconInbox';
export { default as IconInfoCircle } from '@tabler/icons-react/icons/IconInfoCircle';
export { default as IconLogout } from '@tabler/icons-react/icons/IconLogout';
export { default as IconMail } from '@tabler/icons-react/icons/IconMail';
export { default as IconMessage } from '@tabler/icons-react/icons/IconMessage';
export { default as IconMotorbike } from '@tabler/icons-react/icons/IconMotorbike';
export { default as IconPencil } from '@tabler/icons-react/icons/IconPencil';
export { default as IconPhone } from '@tabler/icons-react/icons/IconPhone';
export { default as IconReceiptRefund } from '@tabler/icons-react/icons/IconReceiptRefund';
export { default as IconRefresh } from '@tabler/icons-react/icons/IconRefresh';
export { default as IconShieldCheck } from '@tabler/icons-react/icons/IconShieldCheck';
export { default as IconSignature } from '@tabler/icons-react/icons/IconSignature';
export { default as IconSpeakerphone } from '@tabler/icons-react/icons/IconSpeakerphone';
export { default as IconTruck } from '@tabler/icons-react/icons/IconTruck';
export { default as IconUserCircle } from '@tabler/icons-react/icons/IconUserCircle';
export { default as IconX } from '@tabler/icons-react/icons/IconX';
export type { Icon, IconProps } from '@tabler/icons-react';

// The brand illustrations (illustrations/illustration.tsx): here rather than in index.ts for the
// same reason as the icons - the shared @portal/ui chunk is on every page's first paint, and only
// the apps that draw an illustration should carry it.
export type { IllustrationProps } from './illustrations/illustration';
export { AllDoneIllustration } from './illustrations/all-done';
export { CalendarIllustration } from './illustrations/calendar';
export { EmptyInboxIllustration } from './illustrations/empty-inbox';
export { MagazineCoverIllustration } from './illustrations/magazine-cover';
export { NoPoliciesIllustration } from './illustrations/no-policies';
export { OfferIllustration } from './illustrations/offer';
