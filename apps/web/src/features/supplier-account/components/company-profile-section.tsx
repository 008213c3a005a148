import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SupplierProfile } from '@hogarte/shared/contracts/suppliers';
import { SettingsSection } from '../../../components/settings-section';
import { useSettings } from '../../../lib/settings';

interface CompanyProfileSectionProps {
  profile: SupplierProfile;
}

function fullName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`.trim();
}

/**
 * The company as it was approved. Suppliers cannot edit it here: a change of name, NIT or legal
 * representative needs the team to review the documents again, so it goes through support.
 */
export function CompanyProfileSection({ profile }: CompanyProfileSectionProps) {
  const { data: settings } = useSettings();
  const rows: ReadonlyArray<[string, string]> = [
    ['Empresa', profile.company_name],
    ['NIT', profile.nit],
    ['Teléfono', profile.company_phone],
    ['Correo electrónico', profile.company_email],
    ['Dirección', profile.street_address],
    ['Ciudad', profile.city],
    ['Responsable de IVA', profile.is_taxable ? 'Sí' : 'No'],
    [
      'Representante legal',
      `${fullName(profile.legal_rep)} · C.C. ${profile.legal_rep.cedula} · ${profile.legal_rep.phone}`,
    ],
    [
      'Contacto',
      `${fullName(profile.contact)} · ${profile.contact.email} · ${profile.contact.phone}`,
    ],
    ['Descripción', profile.company_description],
  ];
  return (
    <SettingsSection title="Perfil de la empresa">
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          columnGap: 3,
          rowGap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '180px minmax(0, 1fr)' },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
            >
              {value || '—'}
            </Typography>
          </Box>
        ))}
      </Box>
      <Alert severity="info" sx={{ mt: 2.5 }}>
        Para cambiar los datos de tu empresa comunícate con soporte
        {settings?.supportPhone ? ` al ${settings.supportPhone}` : ''}.
      </Alert>
    </SettingsSection>
  );
}
