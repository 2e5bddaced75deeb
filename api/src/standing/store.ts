import type { AgreedValueRequest } from '../agreed-value/submission';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import type { AccountRow, CreditRow, RefundOfferRow } from '../payments/store';
import { recordOf, type PolicyRecord, type PolicyRow } from '../policies/store';

// A user's policies and the stored facts of each (standing.ts), read in one statement: a row
// per policy with its document, what it holds one of (its account, its credit agreement, the counts of
// documents asked for and post unread, the brand's number), the lists it holds several of (the
// refunds offered, the agreed values sent) as JSON arrays, and the user's cashback offer. Every
// call that shows a policy reads them, and each statement is a round trip to a server database.

interface PolicyFactsRow extends AccountRow, PolicyRow {
  readonly credit_status: CreditRow['status'] | null;
  readonly documents_outstanding: number;
  readonly unread_correspondence: number;
  readonly contact_number: string | null;
  /** JSON: RefundOfferRow[], in the order offered. */
  readonly refunds: string;
  /** JSON: the agreed-value change requests' { payload (JSON text), created_at }, oldest first. */
  readonly agreed_values: string;
  readonly cashback_documents: number;
  readonly cashback_claims: number;
}

export interface StoredPolicyFacts {
  readonly account: AccountRow;
  readonly creditStatus: CreditRow['status'] | null;
  readonly documentsOutstanding: number;
  readonly unreadCorrespondence: number;
  /** The number to phone at the brand the policy is held at. */
  readonly contactNumber: string | null;
  readonly refunds: readonly RefundOfferRow[];
  readonly agreedValueRequests: readonly AgreedValueRequest[];
  /** The user has documents to send for a cashback and has not claimed it. */
  readonly cashbackOffer: boolean;
}

// The two lists, aggregated the way each database does it.
const REFUNDS = {
  sqlite: `(SELECT json_group_array(json_object('id', r.id, 'label', r.label,
       'amount_pence', r.amount_pence))
     FROM (SELECT id, label, amount_pence FROM refund_offers
       WHERE policy_id = p.id AND accepted_at IS NULL ORDER BY id) r)`,
  postgres: `(SELECT coalesce(json_agg(json_build_object('id', r.id, 'label', r.label,
       'amount_pence', r.amount_pence) ORDER BY r.id), '[]')::text
     FROM refund_offers r WHERE r.policy_id = p.id AND r.accepted_at IS NULL)`,
} as const;

const AGREED_VALUES = {
  sqlite: `(SELECT json_group_array(json_object('payload', c.payload, 'created_at', c.created_at))
     FROM (SELECT payload, created_at FROM change_requests
       WHERE policy_id = p.id AND type = @agreedValue ORDER BY id) c)`,
  postgres: `(SELECT coalesce(json_agg(json_build_object('payload', c.payload,
       'created_at', c.created_at) ORDER BY c.id), '[]')::text
     FROM change_requests c WHERE c.policy_id = p.id AND c.type = @agreedValue)`,
} as const;

/** Each of the user's policies with its facts, in policy order. */
export async function policiesWithFactsOf(
  db: Db,
  userId: number,
  agreedValueType: string,
): Promise<{ record: PolicyRecord; facts: StoredPolicyFacts }[]> {
  const rows = await prepared<[{ user: number; agreedValue: string }], PolicyFactsRow>(
    db,
    `SELECT p.id, p.user_id, p.portal, p.reference, p.document,
       a.amount_due_pence, a.due_date, a.renewal_reference, a.renewal_premium_pence, a.renewed_at,
       c.status AS credit_status,
       (SELECT count(*) FROM required_documents d
        WHERE d.policy_id = p.id
          AND NOT EXISTS (SELECT 1 FROM required_document_attachments x WHERE x.document_id = d.id)
       ) AS documents_outstanding,
       (SELECT count(*) FROM inbox_items i
        WHERE i.policy_id = p.id AND i.item_group = 'correspondence' AND i.read_at IS NULL
       ) AS unread_correspondence,
       b.contact_number,
       ${REFUNDS[db.dialect]} AS refunds,
       ${AGREED_VALUES[db.dialect]} AS agreed_values,
       (SELECT count(*) FROM cashback_documents WHERE user_id = @user) AS cashback_documents,
       (SELECT count(*) FROM cashback_claims WHERE user_id = @user) AS cashback_claims
     FROM policies p
     LEFT JOIN policy_accounts a ON a.policy_id = p.id
     LEFT JOIN credit_agreements c ON c.policy_id = p.id
     LEFT JOIN portals b ON b.id = p.portal
     WHERE p.user_id = @user
     ORDER BY p.id`,
  ).all({ user: userId, agreedValue: agreedValueType });
  return rows.map((row) => ({
    record: recordOf(db, row),
    facts: factsOfRow(row),
  }));
}

function factsOfRow(row: PolicyFactsRow): StoredPolicyFacts {
  return {
    account: {
      amount_due_pence: row.amount_due_pence,
      due_date: row.due_date,
      renewal_reference: row.renewal_reference,
      renewal_premium_pence: row.renewal_premium_pence,
      renewed_at: row.renewed_at,
    },
    creditStatus: row.credit_status,
    documentsOutstanding: row.documents_outstanding,
    unreadCorrespondence: row.unread_correspondence,
    contactNumber: row.contact_number,
    refunds: JSON.parse(row.refunds) as RefundOfferRow[],
    agreedValueRequests: (
      JSON.parse(row.agreed_values) as { payload: string; created_at: string }[]
    ).map(({ payload, created_at }) => ({
      payload: JSON.parse(payload) as unknown,
      createdAt: created_at,
    })),
    cashbackOffer: row.cashback_documents > 0 && row.cashback_claims === 0,
  };
}
