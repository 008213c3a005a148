/** Every cached PQRS list and detail, refreshed together after a filing or an admin's change. */
export const PQRS_KEY = ['pqrs'] as const;
