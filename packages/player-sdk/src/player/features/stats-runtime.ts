/** Why: the stats controller is imported on demand, beside the first source, to keep the core chunk small. */
export { resumePosition } from '../../stats/resume';
export { createStatsController } from '../../stats/stats-controller';
