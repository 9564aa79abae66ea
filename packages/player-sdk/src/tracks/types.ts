/** Track shapes every engine reports in, so the UI and the policies never see engine-specific objects. */

export interface QualityLevel {
  /** The engine's own index or id for this level. */
  id: number;
  height: number;
  width?: number;
  /** Bits per second. */
  bitrate: number;
  label?: string;
}

export interface AudioTrack {
  id: string;
  language: string;
  name: string;
  enabled: boolean;
}

export interface SubtitleTrack {
  id: string;
  language: string;
  name: string;
  enabled: boolean;
}
