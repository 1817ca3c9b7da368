export { DEFAULT_TIME_ZONE, wallTimeAt, zoneOffsetMinutes, instantOfWallTime, formatWallTime, isoInZone, parseWallTime } from './zonedTime.js';
export type { WallTime, WallTimeFormat } from './zonedTime.js';
