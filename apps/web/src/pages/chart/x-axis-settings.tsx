import { useEffect, useId, useRef, useState } from 'react';
import { useChangeXAxis } from '../../api/progress-queries.ts';
import { Alert } from '../../ui/alert.tsx';
import { GearIcon } from '../../ui/icons.tsx';

/**
 * The gear popover with the 'Show date as X axis' switch. The choice is saved on the user at once
 * (PUT /api/chart/changeXAxis), so it is the same after a reload and on every device.
 */
export function XAxisSettings({ value }: { value: boolean }) {
  const [open, setOpen] = useState(false);
  const change = useChangeXAxis();
  const popoverId = useId();
  const switchId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="chart-settings" ref={root}>
      <button
        type="button"
        className="chart-settings__gear"
        aria-label="Chart settings"
        aria-expanded={open}
        aria-controls={popoverId}
        onClick={() => setOpen((v) => !v)}
      >
        <GearIcon />
      </button>
      {open ? (
        <div id={popoverId} className="chart-settings__popover" role="dialog" aria-label="Chart settings">
          <label className="chart-settings__switch" htmlFor={switchId}>
            <input
              id={switchId}
              type="checkbox"
              role="switch"
              aria-checked={change.isPending ? Boolean(change.variables) : value}
              checked={change.isPending ? Boolean(change.variables) : value}
              disabled={change.isPending}
              onChange={(e) => change.mutate(e.target.checked)}
            />
            <span className="chart-settings__track" aria-hidden="true" />
            Show date as X axis
          </label>
          {change.isError ? <Alert tone="danger">Failed to update settings. Please try again.</Alert> : null}
        </div>
      ) : null}
    </div>
  );
}
