import { DEMO_INVITATION, DEMO_PASSWORD, DEMO_USERS } from './seed/demo-users';

export interface DemoSignIn {
  readonly username: string;
  readonly password: string;
  /** What the account shows off, e.g. 'two policies, one due for renewal'. */
  readonly note: string;
}

/** The seeded accounts that `pnpm start` lists. */
export const demoSignIns: ReadonlyArray<DemoSignIn> = DEMO_USERS.map((user) => ({
  username: user.username,
  password: DEMO_PASSWORD,
  note: user.note,
}));

/** The seeded invitation: activate an account with it at /user/activate. */
export const demoInvitation: { readonly inviteId: string; readonly activationCode: string } = {
  inviteId: DEMO_INVITATION.inviteId,
  activationCode: DEMO_INVITATION.activationCode,
};
