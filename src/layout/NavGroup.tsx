import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import type { MenuLink } from '../schema/site';
import { Icon } from '../ui/Icon';
import * as styles from './navGroup.css';

interface NavGroupProps {
  label: string;
  items: readonly MenuLink[];
  open: boolean;
  /** Groups in the right half open leftwards so their panel stays on screen. */
  align: 'start' | 'end';
  onToggle: () => void;
  onClose: () => void;
  onNavigate: () => void;
}

/** The WAI-ARIA disclosure navigation pattern: a button that shows or hides a list of links. */
export function NavGroup({ label, items, open, align, onToggle, onClose, onNavigate }: NavGroupProps) {
  const panelId = useId();
  const groupRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !groupRef.current?.contains(event.target)) onClose();
    };
    document.addEventListener('pointerdown', closeIfOutside);
    return () => document.removeEventListener('pointerdown', closeIfOutside);
  }, [open, onClose]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // Handled here, so the header does not also close the whole mobile panel.
    event.stopPropagation();
    onClose();
    buttonRef.current?.focus();
  };

  // A missing relatedTarget means a click on something unfocusable (Safari does not focus links
  // on click): closing then would hide the link before its click lands. Outside clicks are
  // caught by the pointerdown listener instead.
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !groupRef.current?.contains(next)) onClose();
  };

  return (
    <li ref={groupRef} className={styles.group} onKeyDown={closeOnEscape} onBlur={closeWhenFocusLeaves}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {label}
        <Icon name="chevron" size={16} className={styles.chevron} />
      </button>
      <ul id={panelId} className={styles.panel({ align })} hidden={!open}>
        {items.map((item) => (
          <li key={`${item.to}-${item.label}`}>
            <NavLink to={item.to} end className={styles.link} onClick={onNavigate}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
