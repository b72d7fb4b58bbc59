import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { t } from '../../common/i18n/catalogue';
import { Adopt } from '../../widgets/adopt';
import { useWidget } from '../../widgets/widget-context';
import { linkIndexForKey } from './keyboard';
import { sortChildren, unexpectedChildren } from './links';
import { usePageLanguage } from './use-page-language';

/**
 * A button with the current language code that shows and hides a list of the CMS's links to this
 * page in other languages. A disclosure of links, not an ARIA menu: the links stay links in a list.
 */
export function LanguageSwitch() {
  const { host, content, id } = useWidget();
  const language = usePageLanguage();
  // The children less wpautop's debris (`<br>`, blank `<p>`), which is neither offered nor warned about.
  const { offered, items, held } = useMemo(() => sortChildren(content.items, language), [content, language]);
  const itemNodes = useMemo(() => items.map((node) => [node]), [items]);
  const [open, setOpen] = useState(false);
  const listId = `${id}-list`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const stray = unexpectedChildren(content.items);
    if (stray.length)
      console.warn(
        '[site-widgets] <language-switch> expects only <a href hreflang> links as children; kept hidden: ' +
          `${stray.map((element) => `<${element.localName}>`).join(', ')}.`,
      );
  }, [content]);

  // While open: Escape closes and returns focus, tabbing out closes, a click outside closes.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation(); // one Escape closes one thing (not also a menu around the switch)
      buttonRef.current?.focus();
      setOpen(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      // A null relatedTarget (the window lost focus, a click on something unfocusable) is left
      // to the outside-click rule, so switching windows does not close the list.
      const next = event.relatedTarget;
      if (next instanceof Node && !host.contains(next)) setOpen(false);
    };
    const onDocumentClick = (event: MouseEvent) => {
      if (!event.composedPath().includes(host)) setOpen(false);
    };
    host.addEventListener('keydown', onKeyDown);
    host.addEventListener('focusout', onFocusOut);
    document.addEventListener('click', onDocumentClick);
    return () => {
      host.removeEventListener('keydown', onKeyDown);
      host.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('click', onDocumentClick);
    };
  }, [host, open]);

  // The list hangs from the button's end edge (the switch usually sits at the end of a header);
  // where that runs off the screen, it hangs from the start edge instead.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!open || !list) return;
    delete list.dataset.align;
    const { left, right } = list.getBoundingClientRect();
    if (left < 0 || right > document.documentElement.clientWidth) list.dataset.align = 'start';
  }, [open]);

  const openAndFocus = (which: 'first' | 'last') => {
    flushSync(() => setOpen(true)); // the list must be shown before a link in it can take focus
    (which === 'first' ? offered[0] : offered[offered.length - 1])?.focus();
  };

  const onButtonClick = (event: ReactMouseEvent) => {
    if (open) setOpen(false);
    // Enter and Space click with detail 0: from the keyboard, go straight into the list.
    else if (event.detail === 0) openAndFocus('first');
    else setOpen(true);
  };

  const onButtonKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault(); // no page scroll
    openAndFocus(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const onListKeyDown = (event: ReactKeyboardEvent) => {
    const index = offered.indexOf(event.target as HTMLAnchorElement);
    const next = index < 0 ? null : linkIndexForKey(event.key, index, offered.length);
    if (next === null) return;
    event.preventDefault();
    offered[next]!.focus();
  };

  const code = language.toUpperCase();
  const heldContent = <Adopt nodes={held} hidden className="language-switch__held" />;
  // Only the current language's link (or none): nothing to choose, so no button.
  if (offered.length === 0) return heldContent;

  return (
    <>
      <button
        type="button"
        ref={buttonRef}
        className="language-switch__button"
        // The name starts with the visible code ("NL, Kies een andere taal"), so speech users can
        // say what they see (WCAG 2.5.3, label in name).
        aria-label={`${code}, ${t('language_switch.label', {}, language, host)}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        <span className="language-switch__code">{code}</span>
        <span className="language-switch__icon" aria-hidden="true" />
      </button>
      <ul id={listId} ref={listRef} className="language-switch__list" hidden={!open} onKeyDown={onListKeyDown}>
        {itemNodes.map((nodes, index) => (
          <Adopt as="li" key={index} className="language-switch__item" nodes={nodes} />
        ))}
      </ul>
      {heldContent}
    </>
  );
}
