/**
 * The keyboard-help dialog (opened with ?): every shortcut, grouped by where it works. A
 * modal dialog: the page behind is inert, Tab and Shift+Tab cycle inside it, Escape or
 * the Close button closes it, and focus goes back to what had it before. Leaves out the
 * list itself (app/shortcuts.ts).
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { SHORTCUT_GROUPS } from '../app/shortcuts.ts';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function KeyboardHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || dialog === null) return;
    const before = document.activeElement;
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
    return () => {
      dialog.close();
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [open]);

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>): void => {
    if (e.key !== 'Tab') return;
    const items = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = items[0];
    const last = items.at(-1);
    if (first === undefined || last === undefined) return;
    const active = document.activeElement;
    if (e.shiftKey && (active === first || !dialogRef.current?.contains(active))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || !dialogRef.current?.contains(active))) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className="keyboard-help"
      aria-labelledby="keyboard-help-title"
      data-testid="keyboard-help"
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        // Escape: close through the page's state, so focus is returned.
        e.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <div className="keyboard-help-head">
            <h2 id="keyboard-help-title">Keyboard shortcuts</h2>
            <button type="button" ref={closeRef} onClick={onClose}>
              Close
            </button>
          </div>
          <div className="keyboard-help-body" tabIndex={0} aria-label="The shortcuts">
            {SHORTCUT_GROUPS.map((group) => (
              <section key={group.title} aria-label={group.title}>
                <h3>{group.title}</h3>
                <dl>
                  {group.shortcuts.map((s) => (
                    <div key={s.does + s.keys.join()} className="keyboard-help-row">
                      <dt>
                        {s.keys.map((k, i) => (
                          <span key={k}>
                            {i > 0 && ' or '}
                            <kbd>{k}</kbd>
                          </span>
                        ))}
                      </dt>
                      <dd>{s.does}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </div>
        </>
      )}
    </dialog>
  );
}
