/**
 * What the element's control bar and its menus act on, in a module of its own: the bar builds the menus and
 * the menus take the bar's dependencies, so neither imports the other for the shape (issue 39, no cycles).
 */
import type { CastControl } from '../skin/cast-control';
import type { ControlBarProps } from '../skin/control-bar';
import type { SkinController } from '../skin/controller';

export interface BarDeps {
  controller: SkinController;
  host: () => ControlBarProps;
  toggleFullscreen(): void;
  cast: CastControl;
}
