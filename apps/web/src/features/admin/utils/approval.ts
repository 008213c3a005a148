/**
 * The admin's designer and supplier lists (spec part 2 §2.4, §4): rows are pending (`is_approved`
 * null), approved (true) or rejected (false), listed under four filters with their counts. An
 * approval or a visibility change shows at once, so these helpers rewrite a cached list the way
 * the server will, before it answers.
 */
import type { ApprovalCounts } from '@hogarte/shared/contracts/admin';
import { MESSAGES } from '@hogarte/shared/messages';

export type ApprovalFilter = 'all' | 'pending' | 'approved' | 'rejected';

export const APPROVAL_FILTERS: readonly ApprovalFilter[] = [
  'all',
  'pending',
  'approved',
  'rejected',
];

export interface ApprovalRow {
  uuid: string;
  created_at: string;
  is_approved: boolean | null;
  is_public: boolean;
}

export interface PeopleList<Row> {
  items: Row[];
  counts: ApprovalCounts;
}

/** A row's 'Activo' or 'Público' switch: whether it shows on, and why it cannot be used. */
export interface VisibilityState {
  checked: boolean;
  /** Set when the switch is off for a reason it cannot change. */
  lockedReason: string | null;
}

/**
 * What the admin's switch says (decision 014): whether the designer or supplier is shown to the
 * public, which needs an approved application and, for a designer, a current membership
 * (`is_active`, part 1 §4); suppliers have no membership. An applicant's stored `is_public` (true
 * since sign-up) shows nothing while the application is pending or rejected, so the switch is off
 * then, and locked: approving is what lets it be used.
 */
export function visibilityState(row: ApprovalRow & { is_active?: boolean }): VisibilityState {
  if (row.is_approved === null) {
    return { checked: false, lockedReason: MESSAGES.visibilityPendingApplication };
  }
  if (!row.is_approved) {
    return { checked: false, lockedReason: MESSAGES.visibilityRejectedApplication };
  }
  if (row.is_active === false) {
    return { checked: false, lockedReason: MESSAGES.visibilityMembershipExpired };
  }
  return { checked: row.is_public, lockedReason: null };
}

/** Which filter a row belongs to, besides 'all'. */
export function approvalBucket(isApproved: boolean | null): Exclude<ApprovalFilter, 'all'> {
  if (isApproved === null) return 'pending';
  return isApproved ? 'approved' : 'rejected';
}

/**
 * The list under `filter` once `row` is approved or rejected: the row changes state, leaves the
 * filter it no longer belongs to (or joins the one it now does, newest first), and the counts move.
 */
export function withApproval<Row extends ApprovalRow>(
  list: PeopleList<Row>,
  filter: ApprovalFilter,
  row: Row,
  isApproved: boolean,
): PeopleList<Row> {
  const from = approvalBucket(row.is_approved);
  const to = approvalBucket(isApproved);
  if (from === to) return list;
  const updated = { ...row, is_approved: isApproved };
  const belongs = filter === 'all' || filter === to;
  const others = list.items.filter((item) => item.uuid !== row.uuid);
  let items = others;
  if (belongs) {
    const present = others.length !== list.items.length;
    items = present
      ? list.items.map((item) => (item.uuid === row.uuid ? updated : item))
      : [...others, updated].sort((a, b) => b.created_at.localeCompare(a.created_at));
  }
  const counts = { ...list.counts, [from]: Math.max(list.counts[from] - 1, 0) };
  counts[to] += 1;
  return { items, counts };
}

/** The list once a row is made public or hidden. */
export function withVisibility<Row extends ApprovalRow>(
  list: PeopleList<Row>,
  uuid: string,
  isPublic: boolean,
): PeopleList<Row> {
  return {
    ...list,
    items: list.items.map((item) => (item.uuid === uuid ? { ...item, is_public: isPublic } : item)),
  };
}
