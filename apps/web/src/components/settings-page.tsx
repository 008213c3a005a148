/**
 * The frame the designer's and the supplier's settings pages share: the title, a loader while
 * the profile is read, its error if it cannot be, and then two columns of sections with the
 * password card last. The bank-data section both pages show is here too.
 */
import type { ComponentProps, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { BankAccountForm } from './bank-account-form';
import { ChangePasswordCard } from './change-password-card';
import { PageLoader } from './page-loader';
import { PageTitle } from './page-title';
import { SettingsSection } from './settings-section';
import { LoadError } from './load-error';

interface SettingsPageProps<Profile> {
  title: string;
  /** The profile's query. */
  profile: { data: Profile | undefined; error: unknown; isPending: boolean };
  /** The columns' widths from the `lg` breakpoint; one column below it. */
  wideColumns: string;
  /** The first column's sections. */
  start: (profile: Profile) => ReactNode;
  /** The second column's sections; the password card follows them. */
  end: (profile: Profile) => ReactNode;
}

export function SettingsPage<Profile>({
  title,
  profile: { data: profile, error, isPending },
  wideColumns,
  start,
  end,
}: SettingsPageProps<Profile>) {
  if (isPending) {
    return (
      <>
        <PageTitle title={title} />
        <PageLoader />
      </>
    );
  }
  if (!profile) {
    return (
      <>
        <PageTitle title={title} />
        <LoadError error={error} />
      </>
    );
  }

  return (
    <>
      <PageTitle title={title} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: wideColumns },
        }}
      >
        <Stack spacing={3}>{start(profile)}</Stack>
        <Stack spacing={3}>
          {end(profile)}
          <ChangePasswordCard />
        </Stack>
      </Box>
    </>
  );
}

interface BankDataSectionProps extends ComponentProps<typeof BankAccountForm> {
  description: string;
}

/** 'Datos bancarios': the account where the designer or supplier is paid. */
export function BankDataSection({ description, ...form }: BankDataSectionProps) {
  return (
    <SettingsSection title="Datos bancarios" description={description}>
      <BankAccountForm {...form} />
    </SettingsSection>
  );
}
