// A UK bank account's sort code and account number checked against each other before a Direct
// Debit is set up, as the Bacs modulus check does, so a mistyped digit is caught on the form
// rather than days later by the bank (decision 025).
//
// Vocalink publishes a table of weights and methods per sort code range (its "modulus checking"
// specification); a bank refuses what fails it. The reference portal runs one method of that
// specification for every sort code: double alternate (DBLAL), weights 2 and 1 alternating over
// the 14 digits of sort code and account number, the digits of each product summed, the total a
// multiple of 10. A changed digit anywhere, sort code or account number, fails it.

const WEIGHTS = [2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1] as const;

/** Digits only: '12-34-56' and '12 34 56' are '123456'. */
function digitsOf(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** True when a 6-digit sort code and an 8-digit account number pass the modulus check. */
export function passesModulusCheck(sortCode: string, accountNumber: string): boolean {
  const digits = digitsOf(sortCode) + digitsOf(accountNumber);
  if (!/^\d{14}$/.test(digits)) return false;
  let total = 0;
  for (const [index, weight] of WEIGHTS.entries()) {
    const product = Number(digits[index]) * weight;
    total += Math.floor(product / 10) + (product % 10);
  }
  return total % 10 === 0;
}
