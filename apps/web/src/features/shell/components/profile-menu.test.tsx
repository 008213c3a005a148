// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ROLE } from '@hogarte/shared/roles';
import { renderComponent } from '../../../test/render-component';
import { ProfileMenu } from './profile-menu';

afterEach(cleanup);

function openMenu(roleId: (typeof ROLE)[keyof typeof ROLE]) {
  renderComponent(
    <ProfileMenu
      roleId={roleId}
      user={null}
      settingsPath="/lsh/configuracion"
      onLogout={() => {}}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Perfil' }));
}

describe('the profile menu', () => {
  it("leads the operator to its inbox, which the spec's side menu lacks", () => {
    openMenu(ROLE.lsh);
    expect(screen.getByRole('menuitem', { name: 'Mensajería' }).getAttribute('href')).toBe(
      '/lsh/mensajeria',
    );
  });

  it('has no inbox entry for roles whose side menu has one', () => {
    openMenu(ROLE.designer);
    expect(screen.queryByRole('menuitem', { name: 'Mensajería' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Configuración' })).toBeTruthy();
  });
});
