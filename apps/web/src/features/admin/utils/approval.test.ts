import { describe, expect, it } from 'vitest';
import {
  visibilityState,
  withApproval,
  withVisibility,
  type ApprovalRow,
  type PeopleList,
} from './approval';

function row(uuid: string, created_at: string, is_approved: boolean | null): ApprovalRow {
  return { uuid, created_at, is_approved, is_public: false };
}

const ANA = row('ana', '2025-03-03T10:00:00Z', null);
const BETO = row('beto', '2025-03-02T10:00:00Z', null);
const CARLA = row('carla', '2025-03-04T10:00:00Z', true);
const COUNTS = { all: 3, pending: 2, approved: 1, rejected: 0 };

describe('withApproval', () => {
  it('takes an approved row out of the pending list and moves the counts', () => {
    const pending: PeopleList<ApprovalRow> = { items: [ANA, BETO], counts: COUNTS };
    expect(withApproval(pending, 'pending', ANA, true)).toEqual({
      items: [BETO],
      counts: { all: 3, pending: 1, approved: 2, rejected: 0 },
    });
  });

  it('changes the row in place under all', () => {
    const all: PeopleList<ApprovalRow> = { items: [CARLA, ANA, BETO], counts: COUNTS };
    const result = withApproval(all, 'all', BETO, false);
    expect(result.items.map((item) => [item.uuid, item.is_approved])).toEqual([
      ['carla', true],
      ['ana', null],
      ['beto', false],
    ]);
    expect(result.counts).toEqual({ all: 3, pending: 1, approved: 1, rejected: 1 });
  });

  it('adds the row, newest first, to the list of the state it enters', () => {
    const approved: PeopleList<ApprovalRow> = { items: [CARLA], counts: COUNTS };
    const result = withApproval(approved, 'approved', ANA, true);
    expect(result.items.map((item) => item.uuid)).toEqual(['carla', 'ana']);
    expect(result.items[1]?.is_approved).toBe(true);
  });

  it('leaves a list alone when the state does not change', () => {
    const approved: PeopleList<ApprovalRow> = { items: [CARLA], counts: COUNTS };
    expect(withApproval(approved, 'approved', CARLA, true)).toBe(approved);
  });
});

describe('withVisibility', () => {
  it('switches only the row it names', () => {
    const list: PeopleList<ApprovalRow> = { items: [ANA, BETO], counts: COUNTS };
    const result = withVisibility(list, 'beto', true);
    expect(result.items.map((item) => item.is_public)).toEqual([false, true]);
    expect(result.counts).toBe(COUNTS);
  });
});

describe('visibilityState', () => {
  it('is on only for an approved, public row, and locked while the application is not approved', () => {
    const supplier = (is_approved: boolean | null, is_public: boolean) => ({
      ...row('casa', '2025-03-03T10:00:00Z', is_approved),
      is_public,
    });
    expect(visibilityState(supplier(null, true))).toEqual({
      checked: false,
      lockedReason: 'Se puede activar cuando la solicitud sea aprobada',
    });
    expect(visibilityState(supplier(false, true))).toEqual({
      checked: false,
      lockedReason: 'La solicitud fue rechazada',
    });
    expect(visibilityState(supplier(true, true))).toEqual({ checked: true, lockedReason: null });
    expect(visibilityState(supplier(true, false))).toEqual({ checked: false, lockedReason: null });
  });

  it('is off and locked for a designer whose membership expired, whatever is_public says', () => {
    const designer = { ...row('ana', '2025-03-03T10:00:00Z', true), is_public: true };
    expect(visibilityState({ ...designer, is_active: false })).toEqual({
      checked: false,
      lockedReason: 'Su membresía está vencida',
    });
    expect(visibilityState({ ...designer, is_active: true }).checked).toBe(true);
  });
});
