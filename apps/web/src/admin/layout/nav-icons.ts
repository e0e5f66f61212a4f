import {
  Armchair,
  Bell,
  BookOpen,
  ClipboardList,
  Circle,
  FolderTree,
  History,
  Images,
  Languages,
  LayoutDashboard,
  PhoneCall,
  Settings,
  Store,
  Timer,
  Users,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';

/** The contract names icons by string; only these are bundled. */
const ICONS: Record<string, LucideIcon> = {
  Armchair,
  Bell,
  BookOpen,
  ClipboardList,
  FolderTree,
  History,
  Images,
  Languages,
  LayoutDashboard,
  PhoneCall,
  Settings,
  Store,
  Timer,
  Users,
  UtensilsCrossed,
};

export function navIcon(name: string): LucideIcon {
  return ICONS[name] ?? Circle;
}
