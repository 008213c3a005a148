/**
 * The side menu of each role, as the spec lists it (part 1 §2 App shell, part 2 §2.9), plus the
 * virtual consultancy lists the spec gives routes but no menu entry (part 2 §2.3): the client's
 * under Asesorías, the designer's after Mensajería; and PQRS for clients and admins (issue 16).
 * The client's menu is prefixed with the company when the client is inside a storefront.
 */
import { ROLE, ROLE_SLUG, type RoleId } from '@hogarte/shared/roles';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import BrushOutlinedIcon from '@mui/icons-material/BrushOutlined';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import FeedbackOutlinedIcon from '@mui/icons-material/FeedbackOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PriceChangeOutlinedIcon from '@mui/icons-material/PriceChangeOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import HomeRepairServiceOutlinedIcon from '@mui/icons-material/HomeRepairServiceOutlined';
import VideoCallOutlinedIcon from '@mui/icons-material/VideoCallOutlined';
import type { NavItem, NavLinkItem } from '../features/shell/components/side-menu';

interface MenuContext {
  /** The `:companyName` of a company storefront route, when the user is inside one. */
  companyName?: string | undefined;
  /** The designer's external help page; the link is left out until it is known. */
  helpCenterUrl?: string | undefined;
}

function link(label: string, to: string, icon?: NavLinkItem['icon']): NavLinkItem {
  return icon ? { kind: 'link', label, to, icon } : { kind: 'link', label, to };
}

function adminMenu(): NavItem[] {
  return [
    link('Ventas', '/admin/ventas', PaidOutlinedIcon),
    link('Remodelaciones', '/admin/remodelaciones', HomeRepairServiceOutlinedIcon),
    link('A.Virtuales', '/admin/asesorías-virtuales', VideoCallOutlinedIcon),
    link('Clientes', '/admin/clientes', PeopleAltOutlinedIcon),
    link('Diseñadores', '/admin/disenadores', BrushOutlinedIcon),
    link('Proveedores', '/admin/proveedores', StorefrontOutlinedIcon),
    link('Productos', '/admin/lista-productos', Inventory2OutlinedIcon),
    link('Mensajería', '/admin/mensajeria', MailOutlineIcon),
    link('PQRS', '/admin/pqrs', FeedbackOutlinedIcon),
  ];
}

function supplierMenu(): NavItem[] {
  return [
    link('Ventas', '/proveedor/ventas', PaidOutlinedIcon),
    link('Envíos', '/proveedor/envios', LocalShippingOutlinedIcon),
    {
      kind: 'group',
      label: 'Productos',
      icon: Inventory2OutlinedIcon,
      children: [
        link('Lista de productos', '/proveedor/producto/lista'),
        link('Crear producto', '/proveedor/producto/nuevo'),
      ],
    },
    link('Asesores', '/proveedor/asesor/lista', SupportAgentOutlinedIcon),
    link('E-Commerce', '/proveedor/preferencias', StorefrontOutlinedIcon),
    link('Configuración', '/proveedor/configuracion', SettingsOutlinedIcon),
  ];
}

function designerMenu(helpCenterUrl: string | undefined): NavItem[] {
  const items: NavItem[] = [
    link('Mis compras', '/mis-compras/lista', ShoppingBagOutlinedIcon),
    // The designer's catalogue for quoting (part 2 §2.1); the public one stays in the header.
    link('Ver productos', '/disenador/productos', StorefrontOutlinedIcon),
    link('Mensajería', '/disenador/mensajeria', MailOutlineIcon),
    link('Asesorías virtuales', '/disenador/mis-asesorias-virtuales', VideoCallOutlinedIcon),
    link('Configuración', '/disenador/configuracion', SettingsOutlinedIcon),
  ];
  if (helpCenterUrl) {
    items.push({
      kind: 'external',
      label: 'Centro de ayuda',
      href: helpCenterUrl,
      icon: HelpOutlineIcon,
    });
  }
  return items;
}

function lshMenu(): NavItem[] {
  return [
    link('Ordenes pagadas', '/lsh/dashboard', ReceiptLongOutlinedIcon),
    link(
      'Productos por agregar precio de instalación',
      '/lsh/revision-productos',
      PriceChangeOutlinedIcon,
    ),
    link('Productos', '/lsh/lista-productos', Inventory2OutlinedIcon),
    link('Configuración', '/lsh/configuracion', SettingsOutlinedIcon),
  ];
}

function clientMenu(companyName: string | undefined): NavItem[] {
  const prefix = companyName ? `/${companyName}` : '';
  return [
    link('Mi cuenta', `${prefix}/cliente/configuracion`, AccountCircleOutlinedIcon),
    link('Mis compras', `${prefix}/cliente/dashboard`, ShoppingBagOutlinedIcon),
    {
      kind: 'group',
      label: 'Asesorías',
      icon: ForumOutlinedIcon,
      children: [
        link('Activas', `${prefix}/cliente/asesorias-activas/lista`),
        link('Completadas', `${prefix}/cliente/asesorias-completadas/lista`),
        link('Virtuales', `${prefix}/cliente/asesorias`),
      ],
    },
    // Filed and answered on the main site only: a request is made to the marketplace, not to a store.
    link('PQRS', '/cliente/pqrs', FeedbackOutlinedIcon),
  ];
}

function salespersonMenu(): NavItem[] {
  return [
    link('Asesorías Activas', '/vendedor/asesorias-activas/lista', ChatOutlinedIcon),
    link('Completadas', '/vendedor/asesorias-completadas/lista', CheckCircleOutlineIcon),
    link('Configuración', '/vendedor/configuracion', SettingsOutlinedIcon),
  ];
}

export function sideMenuFor(roleId: RoleId, context: MenuContext = {}): NavItem[] {
  switch (roleId) {
    case ROLE.admin:
      return adminMenu();
    case ROLE.supplier:
      return supplierMenu();
    case ROLE.designer:
      return designerMenu(context.helpCenterUrl);
    case ROLE.lsh:
      return lshMenu();
    case ROLE.client:
      return clientMenu(context.companyName);
    case ROLE.salesperson:
      return salespersonMenu();
  }
}

/** Where the profile menu's settings link goes: `/{role}/configuracion`, inside the storefront for clients. */
export function settingsPathFor(roleId: RoleId, companyName?: string): string {
  const path = `/${ROLE_SLUG[roleId]}/configuracion`;
  return roleId === ROLE.client && companyName ? `/${companyName}${path}` : path;
}
