/** The parameters and options the buyer's, the supplier's and the admin's order routes share. */
import { idParam, searchParam, tablePageQuery } from '@hogarte/shared/schemas/params';

export const id = idParam;

export const pageQuery = { search: searchParam.default(''), ...tablePageQuery };

export const multipart = { consumes: ['multipart/form-data'] };
