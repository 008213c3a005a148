import Avatar from '@mui/material/Avatar';
import type { DataTableColumn } from './data-table-types';

/**
 * The 'Foto' column of the tables of people (designers, advisers): the photo, or the first
 * initial without one. On a phone it heads the row's card, beside the name.
 */
export function personAvatarColumn<
  Row extends { avatar: string | null; first_name: string },
>(): DataTableColumn<Row> {
  return {
    id: 'avatar',
    header: 'Foto',
    cardTitle: true,
    cell: (row) => (
      <Avatar src={row.avatar ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
        {row.first_name.charAt(0)}
      </Avatar>
    ),
  };
}
