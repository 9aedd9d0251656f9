// A menu of actions on Base UI's Menu, opened by the `trigger` element (a Button or IconButton:
// Base UI makes it the trigger through its render prop, adding aria-haspopup, aria-expanded and
// the handlers). The arrow keys move between the items, typing a letter jumps to an item, Enter
// or Space picks one, and Escape or a press outside closes the menu and gives the focus back to
// the trigger.
import { Menu as BaseMenu } from '@base-ui/react/menu';
import Check from 'lucide-react/icons/check';
import type { ReactElement, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { cx } from './cx';
import styles from './menu.module.css';

export interface MenuProps {
  /** The element that opens the menu: a Button or IconButton (it must pass on props and a ref). */
  trigger?: ReactElement;
  /**
   * Without a trigger: the element the menu opens beside (a controlled menu whose button rendered
   * before the menu's code loaded); the button names the menu with aria-controls itself.
   */
  anchor?: Element | null;
  /** The popup's id, for such a button's aria-controls. */
  id?: string;
  /** MenuItem and MenuSeparator elements. */
  children: ReactNode;
  /** Where the menu goes from the trigger; it flips to fit the screen. */
  side?: 'top' | 'bottom' | 'left' | 'right';
  align?: 'start' | 'center' | 'end';
  /** Controlled open state, for a menu opened from elsewhere too. */
  open?: boolean;
  /** Called with the event that opened or closed the menu (a press outside, a key). */
  onOpenChange?: (open: boolean, event?: Event) => void;
  /** A class of the popup. */
  className?: string;
}

export function Menu({ trigger, anchor, id, children, side = 'bottom', align = 'start', open, onOpenChange, className }: MenuProps) {
  return (
    <BaseMenu.Root open={open} onOpenChange={onOpenChange && ((next, details) => onOpenChange(next, details.event))}>
      {trigger && <BaseMenu.Trigger render={trigger} />}
      <BaseMenu.Portal>
        <BaseMenu.Positioner className={styles.positioner} side={side} align={align} sideOffset={4} anchor={anchor ?? undefined}>
          <BaseMenu.Popup id={id} className={cx(styles.popup, className)}>
            {children}
          </BaseMenu.Popup>
        </BaseMenu.Positioner>
      </BaseMenu.Portal>
    </BaseMenu.Root>
  );
}

export interface MenuItemProps {
  onClick?: () => void;
  /** A Lucide icon (or any small graphic) before the text; hidden from screen readers. */
  icon?: ReactNode;
  children: ReactNode;
  disabled?: boolean;
  /** Whether picking the item closes the menu (by default it does). */
  closeOnClick?: boolean;
  className?: string;
}

/** An item's icon, if any, and its text. */
function ItemContent({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <>
      {icon && (
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
      )}
      <span className={styles.text}>{children}</span>
    </>
  );
}

export function MenuItem({ onClick, icon, children, disabled, closeOnClick, className }: MenuItemProps) {
  return (
    <BaseMenu.Item onClick={onClick} disabled={disabled} closeOnClick={closeOnClick} className={cx(styles.item, className)}>
      <ItemContent icon={icon}>{children}</ItemContent>
    </BaseMenu.Item>
  );
}

export interface MenuLinkItemProps {
  /** The page it leads to (a router link). */
  to: string;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** An item that is a router link to `to`; following it closes the menu. */
export function MenuLinkItem({ to, icon, children, className }: MenuLinkItemProps) {
  return (
    <BaseMenu.LinkItem render={<RouterLink to={to} />} closeOnClick className={cx(styles.item, styles.linkItem, className)}>
      <ItemContent icon={icon}>{children}</ItemContent>
    </BaseMenu.LinkItem>
  );
}

export interface MenuCheckboxItemProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
  className?: string;
}

/** An item that is ticked on and off (role menuitemcheckbox); picking it leaves the menu open. */
export function MenuCheckboxItem({ checked, onCheckedChange, children, className }: MenuCheckboxItemProps) {
  return (
    <BaseMenu.CheckboxItem
      checked={checked}
      onCheckedChange={(next) => onCheckedChange(next)}
      closeOnClick={false}
      className={cx(styles.item, className)}
    >
      <span className={styles.box} aria-hidden>
        <BaseMenu.CheckboxItemIndicator className={styles.tick}>
          <Check />
        </BaseMenu.CheckboxItemIndicator>
      </span>
      <span className={styles.text}>{children}</span>
    </BaseMenu.CheckboxItem>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <BaseMenu.Separator className={styles.separator} />;
}
