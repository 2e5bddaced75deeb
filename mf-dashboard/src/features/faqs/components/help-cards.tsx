import { href } from '@portal/contract';
import { AppLink } from '@portal/platform';
import { Text, Title } from '@portal/ui';
import {
  IconHelpCircle,
  IconPhone,
  IconShieldCheck,
  IconUserCircle,
  type Icon,
} from '@portal/ui/icons';
import { useId, type MouseEvent } from 'react';

// portal.md §2 "Help page": 'Anything below that will help?' with cards Your policies, Your
// account, FAQs and Contact ('GET IN TOUCH'). The route table has no help route, so the cards
// stand under the FAQs, where someone who has not found an answer looks next. Each card is one
// link, named by its title (and the Contact card's call to action), its sentence its description.

interface HelpCard {
  readonly title: string;
  readonly text: string;
  readonly href: string;
  readonly icon: Icon;
  readonly action?: string;
  /** The page the card is on: its link is marked as the current page. */
  readonly current?: boolean;
}

export function HelpCards({ onFaqs }: { onFaqs: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  const headingId = useId();
  const cards: readonly HelpCard[] = [
    {
      title: 'Your policies',
      text: 'Your cover, documents and inbox for each policy.',
      href: href('policies'),
      icon: IconShieldCheck,
    },
    {
      title: 'Your account',
      text: 'Your details, password, notifications and how we send your documents.',
      href: href('settings'),
      icon: IconUserCircle,
    },
    {
      title: 'FAQs',
      text: 'Search the answers to the questions we are asked most.',
      href: href('faqs'),
      icon: IconHelpCircle,
      current: true,
    },
    {
      title: 'Contact',
      text: 'Send us a message, or find the number to phone.',
      href: href('contact'),
      icon: IconPhone,
      action: 'GET IN TOUCH',
    },
  ];
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} id={headingId} mb="md">
        Anything below that will help?
      </Title>
      {/* One column on a phone, up to four side by side on a desktop. */}
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
        }}
      >
        {cards.map((card) => (
          <li key={card.title}>
            <HelpCardLink card={card} onClick={card.current ? onFaqs : undefined} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function HelpCardLink({
  card,
  onClick,
}: {
  card: HelpCard;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const id = useId();
  const Icon = card.icon;
  return (
    <AppLink
      href={card.href}
      onClick={onClick}
      aria-current={card.current ? 'page' : undefined}
      aria-labelledby={card.action ? `${id}-title ${id}-action` : `${id}-title`}
      aria-describedby={`${id}-text`}
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        height: '100%',
        minHeight: 44,
        padding: 16,
        borderRadius: 8,
        border: '1px solid var(--mantine-color-gray-3)',
        color: 'inherit',
        textDecoration: 'none',
      }}
    >
      <Icon
        aria-hidden="true"
        size={28}
        stroke={1.75}
        color="var(--mantine-primary-color-filled)"
      />
      <Title order={3} size="h4" id={`${id}-title`}>
        {card.title}
      </Title>
      <Text id={`${id}-text`} size="sm">
        {card.text}
      </Text>
      {card.action && (
        <Text id={`${id}-action`} fw={700} c="var(--mantine-primary-color-filled)" mt="auto">
          {card.action}
        </Text>
      )}
    </AppLink>
  );
}
