export interface DemoSignIn {
  readonly username: string;
  readonly password: string;
  /** What the account shows off, e.g. 'two policies, one due for renewal'. */
  readonly note: string;
}

/** The seeded accounts that `pnpm start` lists; empty until the API has users. */
export const demoSignIns: ReadonlyArray<DemoSignIn> = [];
