/**
 * Why: a TV bar spans one programme, so a native slider stops dead at its start; a keyboard viewer would
 * never reach last night. Page Down / Page Up step a whole programme (the ARIA slider's "larger step"), and
 * an arrow pressed at an end of the reachable part carries the scrub on into the neighbour: ← at the start
 * lands 10 s before the previous programme's end, → at the end of an ended programme opens the next one.
 */
export interface KeyStep {
  step: -1 | 1;
  landing: 'start' | 'end';
}

export function programmeKeyStep(
  key: string,
  positionSec: number,
  reachable: { start: number; end: number },
  programmeEnded: boolean,
): KeyStep | null {
  switch (key) {
    case 'PageDown':
      return { step: -1, landing: 'start' };
    case 'PageUp':
      return { step: 1, landing: 'start' };
    case 'ArrowLeft':
    case 'ArrowDown':
      // The slider's value sits on a 10 s grid: within one step of the start is "at the start".
      return positionSec - reachable.start < SLIDER_STEP_S ? { step: -1, landing: 'end' } : null;
    case 'ArrowRight':
    case 'ArrowUp':
      return programmeEnded && reachable.end - positionSec < SLIDER_STEP_S
        ? { step: 1, landing: 'start' }
        : null;
    default:
      return null;
  }
}

/** The TV bar slider's step, seconds. */
export const SLIDER_STEP_S = 10;
