import { noResultsFor, type Faq } from '@portal/contract';
import { Accordion, Alert, Stack, TextInput, VisuallyHidden } from '@portal/ui';
import { IconAlertTriangle } from '@portal/ui/icons';
import Fuse, { type IFuseOptions } from 'fuse.js/basic';
import { useEffect, useMemo, useState } from 'react';
import { sanitiseProviderHtml } from '@portal/ui/provider-html';

// portal.md §2 "FAQ page" and §5 "FAQ search": the search box 'Type here to search', an
// accordion of the questions that match, and the warning 'No results found for' the keyword.

/** portal.md §5: the list follows the box 400 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 400;

// portal.md §5: fuzzy, threshold 0.1, over label and searchValue. Fuse's default also weighs
// where in the text a match starts (within 100 characters of the start, at this threshold
// within about 10): 'driver' would not find 'How do I add a driver to my policy?', and an
// answer's searchValue would be searched in its first words only. Anywhere in either counts;
// the threshold still allows one slip in ten characters and no more. The basic build: the
// extended and logical queries it leaves out are not used.
const FUSE_OPTIONS: IFuseOptions<Faq> = {
  keys: ['label', 'searchValue'],
  threshold: 0.1,
  ignoreLocation: true,
};

export function FaqSearch({ faqs, searchId }: { faqs: readonly Faq[]; searchId: string }) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const fuse = useMemo(() => new Fuse(faqs, FUSE_OPTIONS), [faqs]);
  const answers = useMemo(
    // An answer sits under its question, an h2; a link in it opens in a tab of its own, so the
    // page and its search stay as they were.
    () =>
      new Map(
        faqs.map((faq) => [
          faq.id,
          sanitiseProviderHtml(faq.value, { topLevel: 3, linksInNewTab: true }),
        ]),
      ),
    [faqs],
  );
  const results = useMemo(
    () => (keyword ? fuse.search(keyword).map((result) => result.item) : faqs),
    [fuse, faqs, keyword],
  );

  return (
    <Stack gap="md">
      <form
        role="search"
        onSubmit={(event) => {
          // Enter searches at once, without waiting for the pause.
          event.preventDefault();
          setKeyword(typed.trim());
        }}
      >
        <TextInput
          id={searchId}
          type="search"
          label="Search the FAQs"
          placeholder="Type here to search"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
      </form>
      {/* Always in the page, so a screen reader hears what each search found. */}
      <div aria-live="polite" aria-atomic="true">
        {keyword && results.length === 0 && (
          <Alert
            color="yellow"
            role="note"
            icon={<IconAlertTriangle aria-hidden="true" size={20} stroke={1.75} />}
          >
            {noResultsFor(keyword)}
          </Alert>
        )}
        {keyword && results.length > 0 && (
          <VisuallyHidden>
            {results.length === 1 ? '1 question found' : `${results.length} questions found`}
          </VisuallyHidden>
        )}
      </div>
      {results.length > 0 && (
        <Accordion order={2} variant="separated">
          {results.map((faq) => (
            <Accordion.Item key={faq.id} value={String(faq.id)}>
              <Accordion.Control>{faq.label}</Accordion.Control>
              <Accordion.Panel>
                <div
                  className="faq-answer"
                  dangerouslySetInnerHTML={{ __html: answers.get(faq.id) ?? '' }}
                />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
