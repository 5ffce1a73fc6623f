import { Box, Button, chakra } from '@chakra-ui/react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ja } from '../../i18n/ja';
import { pathFor } from '../../routing/route-names';
import { markJapanese } from '../../ui/mark-japanese';

// Labels are read when rendered (getters), so they follow the catalogue's language (src/i18n/language.ts).
const items = [
  {
    key: 'settings',
    get label() {
      return ja.shell.settings;
    },
    route: 'AccountSettings',
  },
  {
    key: 'signout',
    get label() {
      return ja.shell.logout;
    },
    route: 'Signout',
  },
] as const;

/**
 * The signed-in member's menu: a WAI-ARIA menu button (APG "Menu Button" pattern) from plain elements, with no menu
 * or positioning library. A lazy chunk of its own (see Header).
 */
const UserMenu = ({ label }: { label: string }) => {
  const navigate = useNavigate();
  const id = useId();
  const triggerId = `${id}trigger`;
  const menuId = `${id}menu`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [alignStart, setAlignStart] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const itemRefs = useRef<(HTMLLIElement | null)[]>([]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    setAlignStart(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  // Right-aligned under the button unless that would cut the panel off on the left.
  useLayoutEffect(() => {
    if (open && !alignStart && (menuRef.current?.getBoundingClientRect().left ?? 0) < 0) setAlignStart(true);
  }, [open, alignStart]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) {
        setOpen(false);
        setAlignStart(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const choose = (index: number) => {
    const item = items[index];
    if (!item) return;
    close(true);
    void navigate(pathFor(item.route));
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space reach onClick as the button's own click.
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = items.length - 1;
    const move = (index: number) => {
      event.preventDefault();
      setActive(index);
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(active >= last ? 0 : active + 1);
      case 'ArrowUp':
        return move(active <= 0 ? last : active - 1);
      case 'Home':
      case 'PageUp':
        return move(0);
      case 'End':
      case 'PageDown':
        return move(last);
      case 'Enter':
      case ' ':
        event.preventDefault();
        return choose(active);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        // Not prevented: the browser moves on from the button, as if the menu had never opened.
        return close(true);
      default:
        return undefined;
    }
  };

  return (
    <Box ref={rootRef} position="relative" display="inline-block">
      <Button
        ref={triggerRef}
        id={triggerId}
        variant="outline"
        size="sm"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onTriggerKeyDown}
      >
        {markJapanese(label)}
      </Button>
      <chakra.ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={triggerId}
        tabIndex={-1}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        position="absolute"
        top="100%"
        mt="1"
        right={alignStart ? 'auto' : '0'}
        left={alignStart ? '0' : 'auto'}
        zIndex="dropdown"
        minW="8rem"
        maxW="calc(100vw - 1rem)"
        p="1.5"
        listStyleType="none"
        bg="bg.panel"
        color="fg"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        boxShadow="lg"
      >
        {items.map((item, index) => (
          <chakra.li
            key={item.key}
            ref={(element: HTMLLIElement | null) => {
              itemRefs.current[index] = element;
            }}
            role="menuitem"
            tabIndex={-1}
            onClick={() => choose(index)}
            onPointerMove={() => {
              if (active !== index) setActive(index);
            }}
            display="flex"
            alignItems="center"
            px="2"
            py="1.5"
            textStyle="sm"
            whiteSpace="nowrap"
            borderRadius="l1"
            cursor="pointer"
            userSelect="none"
            _hover={{ bg: 'bg.emphasized/60' }}
            _focus={{ bg: 'bg.emphasized/60' }}
          >
            {item.label}
          </chakra.li>
        ))}
      </chakra.ul>
    </Box>
  );
};

export default UserMenu;
