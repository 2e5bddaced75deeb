import { MESSAGES } from '@portal/contract';
import { STORAGE_KEYS } from '@portal/platform';

// The sign-up's answer travels to the success page in the tab's session storage: the page may
// be reloaded, and a visitor who opens it directly still reads what happens next.

const KEY = STORAGE_KEYS.signUpMessage;

export function rememberSignUpMessage(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Storage refused (private mode): the success page says the same in the contract's words.
  }
}

export function signUpMessage(): string {
  try {
    return sessionStorage.getItem(KEY) ?? MESSAGES.signUpSent;
  } catch {
    return MESSAGES.signUpSent;
  }
}
