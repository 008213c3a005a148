/**
 * Each sign-up's step 1 schema, loaded when first needed (zod stays out of the page's first
 * load): by step 1's form at its first check, and by `useStepOne` for the data step 1 hands on.
 */
export const loadDesignerStepOneSchema = () =>
  import('@hogarte/shared/schemas/people').then((module) => module.designerStepOneSchema);

export const loadSupplierStepOneSchema = () =>
  import('@hogarte/shared/schemas/people').then((module) => module.supplierStepOneSchema);
