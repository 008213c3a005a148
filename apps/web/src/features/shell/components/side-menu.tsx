import { useState, type ComponentType } from 'react';
import { NavLink } from 'react-router';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

type NavIcon = ComponentType<SvgIconProps>;

export interface NavLinkItem {
  kind: 'link';
  label: string;
  to: string;
  icon?: NavIcon;
}

export interface NavExternalItem {
  kind: 'external';
  label: string;
  href: string;
  icon?: NavIcon;
}

export interface NavGroupItem {
  kind: 'group';
  label: string;
  children: readonly NavLinkItem[];
  icon?: NavIcon;
}

export type NavItem = NavLinkItem | NavExternalItem | NavGroupItem;

const activeLinkStyles = {
  borderRadius: 2,
  mx: 1,
  '&.active': {
    bgcolor: 'rgba(156, 79, 50, 0.1)',
    color: 'primary.dark',
    '& .MuiListItemIcon-root': { color: 'primary.main' },
  },
} as const;

function ItemIcon({ icon: Icon }: { icon: NavIcon | undefined }) {
  return Icon ? (
    <ListItemIcon sx={{ minWidth: 40 }}>
      <Icon fontSize="small" />
    </ListItemIcon>
  ) : null;
}

function LinkEntry({
  item,
  nested,
  onNavigate,
}: {
  item: NavLinkItem;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={NavLink}
        to={item.to}
        end
        onClick={onNavigate}
        sx={{ ...activeLinkStyles, pl: nested ? 7 : 2 }}
      >
        <ItemIcon icon={item.icon} />
        <ListItemText primary={item.label} />
      </ListItemButton>
    </ListItem>
  );
}

function GroupEntry({ item, onNavigate }: { item: NavGroupItem; onNavigate?: () => void }) {
  // Open by default: every destination stays one click away (and visible to assistive tech).
  const [open, setOpen] = useState(true);
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        sx={{ borderRadius: 2, mx: 1, pl: 2 }}
      >
        <ItemIcon icon={item.icon} />
        <ListItemText primary={item.label} />
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto">
        <List disablePadding>
          {item.children.map((child) => (
            <LinkEntry key={child.to} item={child} nested onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

interface SideMenuProps {
  items: readonly NavItem[];
  /** Closes the temporary drawer after a choice on small screens. */
  onNavigate?: () => void;
}

/** The role's side menu: links (so they can be opened in a new tab), groups and external links. */
export function SideMenu({ items, onNavigate }: SideMenuProps) {
  return (
    <nav aria-label="Menú principal">
      <List sx={{ py: 1.5 }}>
        {items.map((item) => {
          if (item.kind === 'link') {
            return <LinkEntry key={item.to} item={item} onNavigate={onNavigate} />;
          }
          if (item.kind === 'group') {
            return <GroupEntry key={item.label} item={item} onNavigate={onNavigate} />;
          }
          return (
            <ListItem key={item.href} disablePadding>
              <ListItemButton
                component="a"
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ borderRadius: 2, mx: 1, pl: 2 }}
              >
                <ItemIcon icon={item.icon} />
                <ListItemText primary={item.label} />
                <OpenInNewIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </nav>
  );
}
