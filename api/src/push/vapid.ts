import * as v from 'valibot';
import webpush from 'web-push';
import type { Db } from '../db/database';
import { readSetting, writeSetting } from '../settings/store';

// The server's VAPID key pair (RFC 8292): browsers bind a push subscription to the public key,
// and push services accept only deliveries signed with its private half. Made on first start
// and kept in the settings table with the rest of the API's data, so subscriptions survive a
// restart; deleting the data folder starts again with new keys (and no subscriptions). Servers
// starting together on one database all end up with the first pair written.

const VapidKeysSchema = v.object({
  publicKey: v.pipe(v.string(), v.nonEmpty()),
  privateKey: v.pipe(v.string(), v.nonEmpty()),
});
export type VapidKeys = v.InferOutput<typeof VapidKeysSchema>;

const SETTING = 'vapid_keys';

export async function vapidKeys(db: Db): Promise<VapidKeys> {
  const stored = await readSetting(db, SETTING, VapidKeysSchema);
  if (stored) return stored;
  const keys = webpush.generateVAPIDKeys();
  // Read again and written in one transaction: another server may have made its pair meanwhile,
  // and replacing it would orphan the subscriptions browsers bound to it.
  return db.transaction(async () => {
    const raced = await readSetting(db, SETTING, VapidKeysSchema);
    if (raced) return raced;
    await writeSetting(db, SETTING, keys);
    return keys;
  });
}
