// Components of the pre-exam device check (FullTest, issue 12), exported by name.
export { DeviceCheckList, defaultDeviceCheckListLabels, deviceCheckListLabelsEnUS } from './DeviceCheckList';
export type { DeviceCheckListLabels, DeviceCheckListProps, DeviceCheckListRow, DeviceCheckRowState } from './DeviceCheckList';
