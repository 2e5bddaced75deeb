import { formatMoney } from '@portal/contract';
import { escapeHtml } from '../http/html';
import { errorSummary, field, layout, type Page } from './render';

// The 3-D Secure challenge of the test card 4000 0000 0000 3220 (payments-common protocol): the
// holder types the code their bank sent, or cancels. The form carries the challenge's id only,
// never the card.

/** The code the reference gateway's bank "sends"; shown on the page, as it is a test. */
export const TEST_BANK_CODE = '123456';

export const CHALLENGE_MESSAGES = {
  codeRequired: 'Please enter the security code from your bank.',
} as const;

/** 'That code is not right. You have 2 tries left.' */
export function wrongCodeMessage(triesLeft: number): string {
  return `That code is not right. You have ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`;
}

export interface ChallengeState {
  readonly id: string;
  readonly error?: string;
  /** A problem with the attempt rather than the code (too many attempts). */
  readonly problem?: string;
}

export function renderChallengePage(page: Page, state: ChallengeState): string {
  const { id, error, problem } = state;
  const summary = errorSummary([
    ...(problem ? [{ href: null, message: problem }] : []),
    ...(error ? [{ href: '#bank-code', message: error }] : []),
  ]);
  const amount = page.amountPence === null ? '' : ` of ${formatMoney(page.amountPence / 100)}`;
  return layout(
    page,
    `${summary ? 'Error: ' : ''}Confirm it's you`,
    `<h1>Confirm it's you</h1>
${summary}
<p>Your bank wants to make sure it is you making this payment${amount}. It has sent a security code to the phone number it holds for you.</p>
<p class="test-note">This is a test card: the code is <strong>${TEST_BANK_CODE}</strong>.</p>
<form method="post" action="${escapeHtml(page.base)}/challenge" novalidate>
<input type="hidden" name="challenge" value="${escapeHtml(id)}">
${field({
  id: 'bank-code',
  name: 'code',
  label: 'Security code from your bank',
  error,
  value: '',
  attributes: 'autocomplete="one-time-code" inputmode="numeric" spellcheck="false" maxlength="10"',
})}
<div class="actions">
<button type="submit" name="action" value="confirm">Confirm</button>
<button type="submit" name="action" value="cancel" class="secondary">Cancel</button>
</div>
</form>`,
  );
}
