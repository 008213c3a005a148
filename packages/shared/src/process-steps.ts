/**
 * The step engine of a process sheet (part 1 §4 Steps, part 2 §4 Step status ids): the steps a
 * remodelling (7) and a presential consultancy (its first 5) go through, what a designer may edit
 * on each, and how a step moves on its own when something happens on the sheet. Pure rules: the
 * API applies them to the stored steps, the screens read them to show an edit button or not.
 */

export const STEP_STATUS = { pending: 1, inProgress: 2, done: 3 } as const;
export type StepStatusId = (typeof STEP_STATUS)[keyof typeof STEP_STATUS];
export const STEP_STATUS_IDS = [1, 2, 3] as const;

export const STEP_STATUS_LABELS: Record<StepStatusId, string> = {
  1: 'Pendiente',
  2: 'En proceso',
  3: 'Terminado',
};

/**
 * The seven steps of a remodelling, in order (part 2 §3 Step). The spec names six; the seventh,
 * the client receiving the work to satisfaction, is `received` (decision 029).
 */
export const REMODELING_STEP_NAMES = [
  'visit_date',
  'design',
  'budget',
  'payment',
  'my_orders',
  'contractors_installing',
  'received',
] as const;
export type StepName = (typeof REMODELING_STEP_NAMES)[number];

/** The five steps of a presential consultancy (part 1 §3): a remodelling's first five. */
export const PRESENTIAL_STEP_NAMES = [
  'visit_date',
  'design',
  'budget',
  'payment',
  'my_orders',
] as const satisfies readonly StepName[];
export type PresentialStepName = (typeof PRESENTIAL_STEP_NAMES)[number];

export const STEP_LABELS: Record<StepName, string> = {
  visit_date: 'Fecha de visita',
  design: 'Diseño',
  budget: 'Presupuesto',
  payment: 'Pago',
  my_orders: 'Mis pedidos',
  contractors_installing: 'Instalación',
  received: 'Entrega a satisfacción',
};

/** What each step's help modal explains (part 2 §2.1: a help modal per step). */
export const STEP_HELP: Record<StepName, string> = {
  visit_date:
    'Tu diseñador(a) agenda una visita a tu espacio para tomar medidas y conocer lo que quieres. Aquí verás la fecha acordada.',
  design:
    'Tu diseñador(a) carga las propuestas de diseño. Revísalas y aprueba la que más te guste; puede cargar nuevas versiones hasta el final de la obra.',
  budget:
    'Con el diseño aprobado, tu diseñador(a) arma las cotizaciones con productos del catálogo. Los productos cotizados quedan reservados para ti por 3 días.',
  payment:
    'Aprueba las cotizaciones que quieras y págalas en línea. Al pagar, los proveedores empiezan a preparar tus productos.',
  my_orders:
    'Los proveedores envían tus productos y agregan los enlaces de seguimiento para que sepas dónde están.',
  contractors_installing:
    'El equipo de instalación llega en la fecha programada. Verás aquí a los instaladores asignados.',
  received:
    'Cuando la obra esté lista, confírmala con el botón Recibido a satisfacción y califica a tu diseñador(a) y a los instaladores.',
};

/** Steps whose row shows an edit button: the visit and the installation (part 2 §4). */
export function stepHasEditButton(name: StepName): boolean {
  return name === 'visit_date' || name === 'contractors_installing';
}

/** Whether the designer may set the step's status by hand (never the installation's). */
export function stepStatusEditable(name: StepName): boolean {
  return name === 'visit_date';
}

/** Whether the designer may set the step's date (never 'my orders'). */
export function stepDateEditable(name: StepName): boolean {
  return stepHasEditButton(name);
}

export interface StepState {
  name: StepName;
  statusId: StepStatusId;
  date: string | null;
}

export interface StepEdit {
  date?: string | null;
  statusId?: StepStatusId;
}

export type StepEditRefusal =
  'not_editable' | 'status_not_editable' | 'date_not_editable' | 'backwards';

/** The steps to write after an edit, by name: a status and, for the edited one, its date. */
export type StepChanges = Partial<
  Record<StepName, { statusId: StepStatusId; date?: string | null }>
>;

/**
 * A designer's edit of one step (`PATCH …/steps/{id}`), checked against the rules of part 2 §4:
 * only the visit and the installation have an edit button; the installation's status and the
 * 'my orders' date cannot be edited; a status never goes back. Setting the date of a pending step
 * moves it to in progress; setting the installation date also completes 'my orders' (index 4).
 */
export function applyStepEdit(
  steps: readonly StepState[],
  name: StepName,
  edit: StepEdit,
): { ok: true; changes: StepChanges } | { ok: false; reason: StepEditRefusal } {
  const step = steps.find((candidate) => candidate.name === name);
  if (!step || !stepHasEditButton(name)) return { ok: false, reason: 'not_editable' };
  if (edit.statusId !== undefined && edit.statusId !== step.statusId) {
    if (!stepStatusEditable(name)) return { ok: false, reason: 'status_not_editable' };
    if (edit.statusId < step.statusId) return { ok: false, reason: 'backwards' };
  }
  if (edit.date !== undefined && !stepDateEditable(name)) {
    return { ok: false, reason: 'date_not_editable' };
  }
  let statusId = edit.statusId ?? step.statusId;
  const datesIt = edit.date !== undefined && edit.date !== null;
  if (datesIt && statusId === STEP_STATUS.pending) statusId = STEP_STATUS.inProgress;
  const changes: StepChanges = {
    [name]: { statusId, ...(edit.date !== undefined ? { date: edit.date } : {}) },
  };
  if (name === 'contractors_installing' && datesIt) {
    const orders = steps.find((candidate) => candidate.name === 'my_orders');
    if (orders && orders.statusId !== STEP_STATUS.done) {
      changes.my_orders = { statusId: STEP_STATUS.done };
    }
  }
  return { ok: true, changes };
}

/**
 * A step moved by something that happened on the sheet (a design uploaded, a quote paid, a
 * tracking link added): it only ever moves forward, so a later event never undoes an earlier one.
 * Design and budget stay in progress until the whole sheet ends (part 2 §4), so they are never
 * completed this way. Answers the new status, or null when nothing changes.
 */
export function advanceStep(
  steps: readonly StepState[],
  name: StepName,
  to: StepStatusId,
): StepStatusId | null {
  const step = steps.find((candidate) => candidate.name === name);
  if (!step) return null;
  const capped =
    (name === 'design' || name === 'budget') && to === STEP_STATUS.done
      ? STEP_STATUS.inProgress
      : to;
  return capped > step.statusId ? capped : null;
}

/**
 * The client may receive the work unless the installation is in progress; it is hidden once the
 * sheet is finished (part 2 §4 Finishing).
 */
export function mayReceiveWork(steps: readonly StepState[]): boolean {
  const installing = steps.find((step) => step.name === 'contractors_installing');
  return installing?.statusId !== STEP_STATUS.inProgress;
}
