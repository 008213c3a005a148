import { describe, expect, it } from 'vitest';
import {
  REMODELING_STEP_NAMES,
  STEP_STATUS,
  advanceStep,
  applyStepEdit,
  mayReceiveWork,
  stepHasEditButton,
  type StepName,
  type StepState,
  type StepStatusId,
} from './process-steps.js';

function sheet(statuses: Partial<Record<StepName, StepStatusId>> = {}): StepState[] {
  return REMODELING_STEP_NAMES.map((name) => ({
    name,
    statusId: statuses[name] ?? STEP_STATUS.pending,
    date: null,
  }));
}

const DATE = '2026-12-01T15:00:00.000Z';

describe('the edit button', () => {
  it('shows on the visit and the installation only', () => {
    const editable = REMODELING_STEP_NAMES.filter(stepHasEditButton);
    expect(editable).toEqual(['visit_date', 'contractors_installing']);
  });
});

describe('applyStepEdit', () => {
  it('moves a pending step to in progress when its date is set', () => {
    const result = applyStepEdit(sheet(), 'visit_date', { date: DATE });
    expect(result).toEqual({
      ok: true,
      changes: { visit_date: { statusId: STEP_STATUS.inProgress, date: DATE } },
    });
  });

  it('keeps an explicit completion given with the date', () => {
    const result = applyStepEdit(sheet(), 'visit_date', { date: DATE, statusId: 3 });
    expect(result).toEqual({ ok: true, changes: { visit_date: { statusId: 3, date: DATE } } });
  });

  it('completes my orders when the installation date is set', () => {
    const result = applyStepEdit(sheet({ my_orders: 2 }), 'contractors_installing', { date: DATE });
    expect(result).toEqual({
      ok: true,
      changes: {
        contractors_installing: { statusId: STEP_STATUS.inProgress, date: DATE },
        my_orders: { statusId: STEP_STATUS.done },
      },
    });
  });

  it('refuses the installation status, my orders and the steps without an edit button', () => {
    expect(applyStepEdit(sheet(), 'contractors_installing', { statusId: 3 })).toEqual({
      ok: false,
      reason: 'status_not_editable',
    });
    for (const name of ['design', 'budget', 'payment', 'my_orders', 'received'] as const) {
      expect(applyStepEdit(sheet(), name, { date: DATE })).toEqual({
        ok: false,
        reason: 'not_editable',
      });
    }
  });

  it('never moves a status back', () => {
    expect(applyStepEdit(sheet({ visit_date: 3 }), 'visit_date', { statusId: 2 })).toEqual({
      ok: false,
      reason: 'backwards',
    });
  });

  it('clears a date without changing the status', () => {
    const result = applyStepEdit(sheet({ visit_date: 2 }), 'visit_date', { date: null });
    expect(result).toEqual({ ok: true, changes: { visit_date: { statusId: 2, date: null } } });
  });
});

describe('advanceStep', () => {
  it('only moves forward', () => {
    expect(advanceStep(sheet({ payment: 3 }), 'payment', 2)).toBeNull();
    expect(advanceStep(sheet(), 'payment', 3)).toBe(3);
  });

  it('keeps design and budget in progress until the sheet ends', () => {
    expect(advanceStep(sheet(), 'design', 3)).toBe(STEP_STATUS.inProgress);
    expect(advanceStep(sheet({ budget: 2 }), 'budget', 3)).toBeNull();
  });
});

describe('mayReceiveWork', () => {
  it('is refused only while the installation is in progress', () => {
    expect(mayReceiveWork(sheet())).toBe(true);
    expect(mayReceiveWork(sheet({ contractors_installing: 2 }))).toBe(false);
    expect(mayReceiveWork(sheet({ contractors_installing: 3 }))).toBe(true);
  });
});
