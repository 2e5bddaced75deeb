import { prepared } from '../db/prepared';
import { DEMO_INVITATION, DEMO_USERS } from './demo-users';
import type { SeedStep } from './seed-step';

interface UserParams {
  username: string | null;
  password_hash: string | null;
  title: string;
  first_name: string;
  last_name: string;
  email: string;
  landline_number: string;
  mobile_number: string;
  correspondence: string;
  status: 'active' | 'invited';
  invite_id: string | null;
  activation_code: string | null;
  created_at: string;
}

/** The demo accounts and the invited, not yet activated user (api/README.md). */
export const usersSeed: SeedStep = {
  id: 'core-users',
  async run({ db, now, demoPasswordHash }) {
    const insert = prepared<[UserParams]>(
      db,
      `INSERT INTO users (username, password_hash, title, first_name, last_name, email,
         landline_number, mobile_number, correspondence, status, invite_id, activation_code,
         created_at)
       VALUES (@username, @password_hash, @title, @first_name, @last_name, @email,
         @landline_number, @mobile_number, @correspondence, @status, @invite_id,
         @activation_code, @created_at)`,
    );
    const createdAt = now.toISOString();
    for (const user of DEMO_USERS) {
      await insert.run({
        username: user.username,
        password_hash: demoPasswordHash,
        title: user.title,
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        landline_number: user.landline,
        mobile_number: user.mobile,
        correspondence: user.correspondence,
        status: 'active',
        invite_id: null,
        activation_code: null,
        created_at: createdAt,
      });
    }
    await insert.run({
      username: null,
      password_hash: null,
      title: DEMO_INVITATION.title,
      first_name: DEMO_INVITATION.firstName,
      last_name: DEMO_INVITATION.lastName,
      email: DEMO_INVITATION.email,
      landline_number: '',
      mobile_number: DEMO_INVITATION.mobile,
      correspondence: 'email',
      status: 'invited',
      invite_id: DEMO_INVITATION.inviteId,
      activation_code: DEMO_INVITATION.activationCode,
      created_at: createdAt,
    });
  },
};
