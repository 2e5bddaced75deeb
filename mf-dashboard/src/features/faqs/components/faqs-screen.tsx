import { LoadFailed, PageScreen, Skeleton, Stack, Text } from '@portal/ui';
import { useId, type MouseEvent } from 'react';
import { useFaqs } from '../api/get-faqs';
import { FaqSearch } from './faq-search';
import { HelpCards } from './help-cards';

// portal.md §2 "FAQ page" and "Help page", route 'faqs': the questions with their search, then
// 'Anything below that will help?' and its cards. The route table has no help page of its own,
// so its cards close this one.

export function FaqsScreen({ title }: { title: string }) {
  const searchId = useId();

  // The FAQs card leads to this very page: on it, the card takes the user to the search box.
  function toSearch(event: MouseEvent<HTMLAnchorElement>) {
    const search = document.getElementById(searchId);
    if (!search) return;
    event.preventDefault();
    search.focus();
    search.scrollIntoView({ block: 'center' });
  }

  return (
    <PageScreen title={title}>
      <Stack gap="xl">
        {/* The questions in a readable column; the cards below take the page's width. */}
        <div style={{ maxWidth: '48rem' }}>
          <Faqs searchId={searchId} />
        </div>
        <HelpCards onFaqs={toSearch} />
      </Stack>
    </PageScreen>
  );
}

function Faqs({ searchId }: { searchId: string }) {
  const faqs = useFaqs();

  if (faqs.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading the FAQs">
        <Skeleton height={36} />
        <Skeleton height={52} />
        <Skeleton height={52} />
        <Skeleton height={52} />
      </Stack>
    );
  }
  if (faqs.isError) {
    return (
      <LoadFailed
        title="The FAQs could not be loaded"
        message={faqs.error.message}
        retrying={faqs.isFetching}
        onRetry={() => void faqs.refetch()}
      />
    );
  }
  if (faqs.data.length === 0) {
    // Nothing to search: the help cards, next on the page, lead on.
    return <Text>There are no questions to show at the moment.</Text>;
  }
  return <FaqSearch faqs={faqs.data} searchId={searchId} />;
}
