/** The names of each sign-up's two steps, shown above both of its forms. */
export const DESIGNER_STEPS = ['Datos personales', 'Perfil profesional'] as const;
export const SUPPLIER_STEPS = ['Empresa y cuenta', 'Contacto y documentos'] as const;
