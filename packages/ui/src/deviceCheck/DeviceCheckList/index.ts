export { DeviceCheckList } from './DeviceCheckList';
export type { DeviceCheckListProps, DeviceCheckListRow } from './DeviceCheckList';
export { defaultDeviceCheckListLabels, deviceCheckListLabelsEnUS } from './deviceCheckListLabels';
export type { DeviceCheckListLabels, DeviceCheckRowState } from './deviceCheckListLabels';
